import { SEE_SOUTH_ES } from './places-see-south';
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
  places: [SEE_SOUTH_ES],
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
