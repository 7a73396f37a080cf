import { ARTICLES_1_ES } from './articles-1';
import { ARTICLES_2_ES } from './articles-2';
import { ARTICLES_3_ES } from './articles-3';
import { EVENTS_ES } from './events';
import { MAKERS_ES } from './makers';
import { PLACES_EAT_ES } from './places-eat';
import { PLACES_EXTRA_ES } from './places-extra';
import { PLACES_GOLF_ES } from './places-golf';
import { SEE_CENTRAL_ES } from './places-see-central';
import { SEE_NORTH_ES } from './places-see-north';
import { SEE_RIVER_ES } from './places-see-river';
import { SEE_SOUTH_ES } from './places-see-south';
import { PLACES_STAY_ES } from './places-stay';
import { REGIONS_ES } from './regions';
import { ROAD_TRIPS_ES } from './road-trips';
import { TRAILS_ES } from './trails';
import { WELCOME_CENTERS_ES } from './welcome-centers';
import type { RecordTranslation, RecordTranslations } from './types';

export type { RecordTranslation, RecordTranslations } from './types';

/** The kinds of record that carry a Spanish text, each a table with a `translations` column. */
export const TRANSLATED_KINDS = [
  'places',
  'events',
  'road-trips',
  'articles',
  'regions',
  'cities',
  'trails',
  'makers',
  'welcome-centers',
] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

// Every Spanish data file, by the kind of record it translates. A new file in this folder is read
// only once it is imported and listed here (one line each); a kind with no file yet is simply absent.
const FILES: Partial<Record<TranslatedKind, readonly RecordTranslations[]>> = {
  places: [
    SEE_NORTH_ES,
    SEE_CENTRAL_ES,
    SEE_RIVER_ES,
    SEE_SOUTH_ES,
    PLACES_EAT_ES,
    PLACES_STAY_ES,
    PLACES_GOLF_ES,
    PLACES_EXTRA_ES,
  ],
  events: [EVENTS_ES],
  'road-trips': [ROAD_TRIPS_ES],
  articles: [ARTICLES_1_ES, ARTICLES_2_ES, ARTICLES_3_ES],
  regions: [REGIONS_ES],
  trails: [TRAILS_ES],
  makers: [MAKERS_ES],
  'welcome-centers': [WELCOME_CENTERS_ES],
};

/** The Spanish translations of one kind of record, by the record's key (its slug). */
export function spanishTranslations(kind: TranslatedKind): RecordTranslations {
  return Object.assign({}, ...(FILES[kind] ?? []));
}

/** The first Spanish text found under any of `keys`, as a `translations` column value. */
export function translationsFor(table: RecordTranslations, ...keys: string[]): { es?: RecordTranslation } {
  for (const key of keys) {
    const found = table[key];
    if (found && Object.values(found).some(Boolean)) return { es: found };
  }
  return {};
}
