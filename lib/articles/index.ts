import { arrayContains, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';

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
