import { EVENT_VENUES_ES } from '@/lib/db/seed/data/es/event-venues';
import type { Locale } from '@/lib/i18n/locales';

/** An event's venue as a page in `locale` says it: a described place in Spanish, a name as it is. */
export function venueIn(venue: string, locale: Locale): string {
  return locale === 'es' ? (EVENT_VENUES_ES[venue] ?? venue) : venue;
}
