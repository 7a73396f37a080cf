import { and, count, desc, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { SEARCH_QUERY_MAX } from './kind-names';
import { KINDS, SEARCH_KINDS, type KindConfig, type SearchKind } from './kinds';
import { headlineSql, prefixQuery, safeHeadline, textSearchConfig } from './query';

export { SEARCH_KINDS, type SearchKind } from './kinds';

export const SEARCH_GROUP_SIZE = 5;
export const SEARCH_PAGE_SIZE = 10;
export const SUGGESTION_LIMIT = 8;
export { SEARCH_QUERY_MAX };

export type SearchHit = { kind: SearchKind; title: string; href: string; meta: string; headline: string; rank: number };
export type SearchGroup = { kind: SearchKind; label: string; total: number; hits: SearchHit[] };

const webQuery = (q: string, locale: Locale) => sql`websearch_to_tsquery(${textSearchConfig(locale)}, ${q})`;

/**
 * One kind as searched in a language: a Spanish page searches the Spanish vector (PostgreSQL's
 * 'spanish' configuration over the text as that page shows it) and shows Spanish titles and excerpts.
 */
function kindIn(kind: SearchKind, locale: Locale): KindConfig {
  const config = KINDS[kind];
  if (locale === 'en') return config;
  const { spanish } = config;
  return {
    ...config,
    vector: spanish.vector,
    title: spanish.title,
    text: spanish.text,
    meta: spanish.meta ?? config.meta,
  };
}

async function searchKind(
  kind: SearchKind,
  q: string,
  limit: number,
  offset: number,
  locale: Locale,
): Promise<SearchGroup> {
  const config = kindIn(kind, locale);
  const db = await getDb();
  const query = webQuery(q, locale);
  const where = and(sql`${config.vector} @@ ${query}`, config.where?.());
  const rank = sql<number>`ts_rank(${config.vector}, ${query})`;
  const [totalRow] = await db.select({ n: count() }).from(config.table).where(where);
  const rows = await db
    .select({
      title: config.title,
      key: config.key,
      meta: config.meta,
      headline: headlineSql(config.text, query, locale),
      rank,
    })
    .from(config.table)
    .where(where)
    .orderBy(desc(rank), config.title)
    .limit(limit)
    .offset(offset);
  return {
    kind,
    label: config.label,
    total: Number(totalRow?.n ?? 0),
    hits: rows.map((r) => ({
      kind,
      title: r.title,
      href: config.href(r.key),
      meta: r.meta,
      headline: safeHeadline(r.headline ?? ''),
      rank: Number(r.rank),
    })),
  };
}

/** The best few hits of every kind, for the first page of results, in the page's language. */
export async function searchSite(q: string, locale: Locale = 'en'): Promise<SearchGroup[]> {
  const text = q.trim().slice(0, SEARCH_QUERY_MAX);
  if (!text) return [];
  return Promise.all(SEARCH_KINDS.map((kind) => searchKind(kind, text, SEARCH_GROUP_SIZE, 0, locale)));
}

/** One kind's hits, a page at a time. */
export async function searchSiteKind(
  q: string,
  kind: SearchKind,
  page: number,
  locale: Locale = 'en',
): Promise<SearchGroup & { page: number; pageCount: number }> {
  const text = q.trim().slice(0, SEARCH_QUERY_MAX);
  const group = await searchKind(kind, text, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE, locale);
  return { ...group, page, pageCount: Math.max(1, Math.ceil(group.total / SEARCH_PAGE_SIZE)) };
}

export type Suggestion = { kind: SearchKind; label: string; title: string; href: string };

/** As-you-type suggestions: every word a prefix, best ranked first across places, events, trips, articles and towns. */
export async function suggest(input: string, locale: Locale = 'en'): Promise<Suggestion[]> {
  const prefix = prefixQuery(input.slice(0, SEARCH_QUERY_MAX));
  if (!prefix) return [];
  const db = await getDb();
  const query = sql`to_tsquery(${textSearchConfig(locale)}, ${prefix})`;
  const parts = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const config = kindIn(kind, locale);
      const rank = sql<number>`ts_rank(${config.vector}, ${query})`;
      const rows = await db
        .select({ title: config.title, key: config.key, rank })
        .from(config.table)
        .where(and(sql`${config.vector} @@ ${query}`, config.where?.()))
        .orderBy(desc(rank), config.title)
        .limit(SUGGESTION_LIMIT);
      return rows.map((r) => ({
        kind,
        label: config.label,
        title: r.title,
        href: config.href(r.key),
        rank: Number(r.rank),
      }));
    }),
  );
  // Titles that begin with what was typed come first, the closest (shortest) of them on top, so
  // "hunts" suggests the town of Huntsville before the Huntsville Museum of Art; then by rank.
  const typed = input.trim().toLowerCase();
  const starts = (s: { title: string }) => (s.title.toLowerCase().startsWith(typed) ? 1 : 0);
  return parts
    .flat()
    .sort(
      (a, b) =>
        starts(b) - starts(a) ||
        (starts(a) ? a.title.length - b.title.length : 0) ||
        b.rank - a.rank ||
        a.title.localeCompare(b.title),
    )
    .slice(0, SUGGESTION_LIMIT)
    .map((s) => ({ kind: s.kind, label: s.label, title: s.title, href: s.href }));
}
