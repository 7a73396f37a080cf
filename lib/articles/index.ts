import { arrayContains, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { Localized } from '@/lib/record-text';
import { localizeCards } from '@/lib/record-text/image-alt';

export type Article = typeof articles.$inferSelect;
export type ArticleSummary = Pick<
  Article,
  'id' | 'slug' | 'title' | 'summary' | 'author' | 'publishedAt' | 'image' | 'imageAlt'
>;

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  author: articles.author,
  publishedAt: articles.publishedAt,
  image: articles.image,
  imageAlt: articles.imageAlt,
};

export const ARTICLES_PAGE_SIZE = 12;

/** Articles, newest first, one page at a time; optionally only those about one experience. */
export async function listArticles(options: { page?: number; pageSize?: number; experience?: string } = {}) {
  const db = await getDb();
  const pageSize = options.pageSize ?? ARTICLES_PAGE_SIZE;
  const where = options.experience ? arrayContains(articles.experienceSlugs, [options.experience]) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(articles).where(where);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(options.page ?? 1, pageCount);
  const items: ArticleSummary[] = await db
    .select(summaryColumns)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageCount };
}

export async function getArticle(slug: string): Promise<Article | null> {
  const db = await getDb();
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row ?? null;
}

export async function getArticleSlugs(): Promise<{ slug: string; publishedAt: string }[]> {
  const db = await getDb();
  return db
    .select({ slug: articles.slug, publishedAt: articles.publishedAt })
    .from(articles)
    .orderBy(desc(articles.publishedAt));
}

// An article's Spanish `name` is its title and `description` its body.
const ARTICLE_TEXT = { name: 'title', summary: 'summary', description: 'body' } as const;

/** An article as a page in `locale` shows it: its Spanish texts where written, the rest flagged (lib/record-text). */
export async function getLocalizedArticle(slug: string, locale: Locale): Promise<Localized<Article> | null> {
  const article = await getArticle(slug);
  return article ? ((await localizeArticles([article], locale))[0] ?? null) : null;
}

/** A list of articles as a page in `locale` shows them, their pictures' alt texts included. */
export function localizeArticles<T extends ArticleSummary>(
  list: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('articles', list, locale, { field: 'imageAlt', patterns: ['article'] }, ARTICLE_TEXT);
}
