import type { Locale } from '@/lib/i18n/locales';
import { dataSource } from '@/lib/main-api/data-source';
import type { Localized } from '@/lib/record-text';
import { localizeCards, type AltSource } from '@/lib/record-text/image-alt';
import type { Event, EventDetail } from './shape';

export type { Event, EventDetail } from './shape';
export { FEATURED_EVENTS_LIMIT, todayInAlabama, type EventSearchResult } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getEvent, getChangeRequestPreview, getFeaturedEvents, searchEvents } = dataSource;

const EVENT_ALT: AltSource<Event> = { field: 'image_alt', patterns: ['event'], town: (e) => e.city };

/** An event as a page in `locale` shows it: its Spanish texts where written, the rest flagged (lib/record-text). */
export async function getLocalizedEvent(slug: string, locale: Locale): Promise<Localized<EventDetail> | null> {
  const event = await dataSource.getEvent(slug);
  return event ? ((await localizeEvents([event], locale))[0] ?? null) : null;
}

/** A list of events as a page in `locale` shows them, their pictures' alt texts included. */
export function localizeEvents<T extends Event>(
  list: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('events', list, locale, EVENT_ALT);
}
