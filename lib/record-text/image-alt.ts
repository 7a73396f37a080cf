import type { TranslatedKind } from '@/lib/db/seed/data/es';
import { translator } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { RECORD_ALT_MESSAGES } from './alt-messages';
import { RECORD_TEXT, localizeRecords, type Localized, type TextProperties } from './index';

export type AltPattern = keyof typeof RECORD_ALT_MESSAGES;

/** A picture's alt text as a page shows it; `altLang: 'en'` when it is an editor's English alt left as written. */
export type LocalizedAlt = { alt: string | null; altLang?: 'en' };

type AltValues = { name: string; town: string };

/**
 * A record's stored alt text in `locale`. The seed writes alts from a few English patterns
 * (lib/record-text/alt-messages.ts); one of those is said again in the page's language from the
 * record's localized name. Any other alt is an editor's own words, kept and flagged as English.
 */
export function imageAltIn(
  locale: Locale,
  patterns: readonly AltPattern[],
  alt: string | null,
  english: AltValues,
  localized: AltValues,
): LocalizedAlt {
  if (locale === 'en' || !alt) return { alt };
  const inEnglish = translator('en', 'recordAlt');
  const pattern = patterns.find((key) => inEnglish(key, english) === alt);
  return pattern ? { alt: translator(locale, 'recordAlt')(pattern, localized) } : { alt, altLang: 'en' };
}

/** Where a kind of record keeps its picture's alt, and which patterns the seed writes it from. */
export type AltSource<T> = {
  field: keyof T & string;
  patterns: readonly AltPattern[];
  /** The record's town, for the patterns that name it. */
  town?: (record: T) => string;
};

/** A list's records as a page in `locale` shows them: texts as localizeRecords gives them, alt text too. */
export async function localizeCards<T extends { slug: string }>(
  kind: TranslatedKind,
  records: readonly T[],
  locale: Locale,
  source: AltSource<T>,
  properties: TextProperties = RECORD_TEXT,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  const localized = await localizeRecords(kind, records, locale, properties);
  if (locale === 'en') return localized;
  const nameOf = (record: object) => String((record as Record<string, unknown>)[properties.name ?? 'name'] ?? '');
  return localized.map((record, i) => {
    const original = records[i] ?? record;
    const town = source.town?.(original) ?? '';
    const stored = original[source.field];
    const { alt, altLang } = imageAltIn(
      locale,
      source.patterns,
      typeof stored === 'string' ? stored : null,
      { name: nameOf(original), town },
      { name: nameOf(record), town },
    );
    return altLang ? { ...record, [source.field]: alt, altLang } : { ...record, [source.field]: alt };
  });
}
