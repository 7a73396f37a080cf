import type { Locale } from '@/lib/i18n/locales';
import {
  ATTRACTION_TICKETS_ES,
  MIND_TRIP_ES,
  MOST_RELAXING_TRIP_ES,
  PHOTO_ALBUM_ES,
  PHOTO_CHALLENGE_ES,
  REVIEWS_ES,
  SWEET_SPOT_ES,
  UNPLAN_YOUR_TRIP_ES,
} from './campaigns.es';
import { ACCESSIBILITY_ES, PRIVACY_POLICY_ES } from './legal.es';
import { COVID_19_ES, RESPONSIBLY_ES, STAYING_SAFE_ES, TRIP_TIPS_ES } from './trip-planning.es';
import type { EditorialPage } from './types';

/** Every Spanish editorial page by its (English) path. */
const SPANISH: ReadonlyMap<string, EditorialPage> = new Map(
  [
    ACCESSIBILITY_ES,
    PRIVACY_POLICY_ES,
    TRIP_TIPS_ES,
    STAYING_SAFE_ES,
    COVID_19_ES,
    RESPONSIBLY_ES,
    PHOTO_CHALLENGE_ES,
    PHOTO_ALBUM_ES,
    MOST_RELAXING_TRIP_ES,
    UNPLAN_YOUR_TRIP_ES,
    SWEET_SPOT_ES,
    MIND_TRIP_ES,
    REVIEWS_ES,
    ATTRACTION_TICKETS_ES,
  ].map((page) => [page.path, page]),
);

/** An editorial page in a language: its translation, or the English page where there is none. */
export function editorialIn(page: EditorialPage, locale: Locale): EditorialPage {
  return locale === 'es' ? (SPANISH.get(page.path) ?? page) : page;
}
