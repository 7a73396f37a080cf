import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import {
  articles,
  cities,
  events,
  locations,
  makers,
  regions,
  roadTrips,
  trails,
  welcomeCenters,
} from '@/lib/db/schema';
import type { RecordTranslation } from '@/lib/db/seed/data/es/types';
import type { TranslatedKind } from '@/lib/db/seed/data/es';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

export type { TranslatedKind } from '@/lib/db/seed/data/es';

/** A page's language from its `locale` route param (app/[locale]); English when it has none. */
export const localeParam = (params: { locale?: string }): Locale =>
  isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;

/** The texts of a record that have a Spanish version in its `translations` column. */
export type TextField = 'name' | 'summary' | 'description';

/**
 * Which of a record's texts the page shows in English because nobody has translated them yet: the
 * page marks them lang="en" and says so. Always empty on an English page. A name left as it is
 * (a proper name) is never listed.
 */
export type Untranslated = { untranslated: TextField[] };
export type Localized<T> = T & Untranslated;

/** Where each text lives on the record as the read function returns it (articles: title and body). */
export type TextProperties = Partial<Record<TextField, string>>;
export const RECORD_TEXT: TextProperties = { name: 'name', summary: 'summary', description: 'description' };

const TABLES: Record<TranslatedKind, { table: PgTable; slug: PgColumn; translations: PgColumn }> = {
  places: { table: locations, slug: locations.slug, translations: locations.translations },
  events: { table: events, slug: events.slug, translations: events.translations },
  'road-trips': { table: roadTrips, slug: roadTrips.slug, translations: roadTrips.translations },
  articles: { table: articles, slug: articles.slug, translations: articles.translations },
  regions: { table: regions, slug: regions.slug, translations: regions.translations },
  cities: { table: cities, slug: cities.slug, translations: cities.translations },
  trails: { table: trails, slug: trails.slug, translations: trails.translations },
  makers: { table: makers, slug: makers.slug, translations: makers.translations },
  'welcome-centers': { table: welcomeCenters, slug: welcomeCenters.slug, translations: welcomeCenters.translations },
};

/** The Spanish texts of the records of one kind with these slugs (records without any are absent). */
export async function spanishTextOf(
  kind: TranslatedKind,
  slugs: readonly string[],
): Promise<Map<string, RecordTranslation>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const { table, slug, translations } = TABLES[kind];
  const db = await getDb();
  const rows = await db
    .select({ slug: sql<string>`${slug}`, es: sql<RecordTranslation | null>`${translations} -> 'es'` })
    .from(table)
    .where(inArray(slug, unique));
  return new Map(rows.flatMap((row) => (row.es ? [[row.slug, row.es] as const] : [])));
}

/** A column of record text as a page in `locale` shows it, for queries that read only a name or two. */
export function textIn(locale: Locale, translations: PgColumn, field: TextField, english: PgColumn): SQL<string> {
  if (locale === 'en') return sql<string>`${english}`;
  return sql<string>`coalesce(${translations} #>> ${sql.raw(`'{${locale},${field}}'`)}, ${english})`;
}

/** A record with its Spanish texts in place of the English ones, and the list of those that had none. */
export function withSpanish<T extends object>(
  record: T,
  spanish: RecordTranslation | undefined,
  properties: TextProperties = RECORD_TEXT,
): Localized<T> {
  const copy = { ...record } as Record<string, unknown>;
  const untranslated: TextField[] = [];
  for (const [field, property] of Object.entries(properties) as [TextField, string][]) {
    const english = copy[property];
    if (typeof english !== 'string' || english === '') continue;
    const text = spanish?.[field];
    if (text) copy[property] = text;
    else if (field !== 'name') untranslated.push(field);
  }
  return { ...(copy as T), untranslated };
}

/** Records as a page in `locale` shows them: English as they are, Spanish from their translations. */
export async function localizeRecords<T extends { slug: string }>(
  kind: TranslatedKind,
  records: readonly T[],
  locale: Locale,
  properties: TextProperties = RECORD_TEXT,
): Promise<Localized<T>[]> {
  if (locale === 'en') return records.map((record) => ({ ...record, untranslated: [] }));
  const spanish = await spanishTextOf(
    kind,
    records.map((record) => record.slug),
  );
  return records.map((record) => withSpanish(record, spanish.get(record.slug), properties));
}

/** One record as a page in `locale` shows it; null stays null. */
export async function localizeRecord<T extends { slug: string }>(
  kind: TranslatedKind,
  record: T | null,
  locale: Locale,
  properties: TextProperties = RECORD_TEXT,
): Promise<Localized<T> | null> {
  if (!record) return null;
  const [localized] = await localizeRecords(kind, [record], locale, properties);
  return localized ?? null;
}
