import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';

/** A search box's words as a prefix query for suggestions: "gulf sho" -> 'gulf:* & sho:*'. Null when nothing is left. */
export function prefixQuery(input: string): string | null {
  const words =
    input
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 6) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null;
}

// ts_headline marks matches with control characters that no stored text contains; the rest is
// escaped and only then are the marks turned into <mark>, so no stored HTML reaches the page.
const START = '\u0001';
const STOP = '\u0002';

/** PostgreSQL's text search configuration for a page's language (both ship with it and with PGlite). */
export function textSearchConfig(locale: Locale): SQL {
  return sql.raw(locale === 'es' ? `'spanish'::regconfig` : `'english'::regconfig`);
}

export function headlineSql(text: SQL, query: SQL, locale: Locale = 'en'): SQL<string> {
  return sql<string>`ts_headline(${textSearchConfig(locale)}, ${text}, ${query}, ${`StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`})`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A headline from ts_headline as safe HTML whose only tags are <mark>. */
export function safeHeadline(raw: string): string {
  return raw
    .trim()
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}
