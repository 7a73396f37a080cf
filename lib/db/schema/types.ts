import { jsonb, customType } from 'drizzle-orm/pg-core';
import type { RecordTranslation } from '../seed/data/es/types';

/** Postgres full-text search vector; always a generated column here, never written by the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** A record's text in the site's other languages, by locale: `{ "es": { "summary": "…" } }`. */
export type RecordTranslationsColumn = { es?: RecordTranslation };

// Translations are data of the record they translate, so they live in its row as one jsonb column
// rather than in a separate record_translations table: every read that already selects the row gets
// them without a join or a second query, a Spanish search vector can be generated from the same
// row, and a record deleted or re-seeded takes its translations with it. A new language is a new key,
// not a migration.
export const translationsColumn = () =>
  jsonb('translations')
    .$type<RecordTranslationsColumn>()
    .notNull()
    .default({} as RecordTranslationsColumn);

/** SQL for a record's Spanish text of one field, falling back to the English column. */
export const spanishOr = (field: 'name' | 'summary' | 'description', englishColumn: string) =>
  `coalesce(translations #>> '{es,${field}}', ${englishColumn}, '')`;
