import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { makers } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';
import { translator } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { Localized } from '@/lib/record-text';
import { localizeCards } from '@/lib/record-text/image-alt';
import { makerCategoryKey } from './messages';

export type Maker = typeof makers.$inferSelect;

/** "Pottery & Ceramics" -> "pottery-ceramics": the URL form of a maker category. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The maker categories in use, with their URL slugs and how many makers each has. */
export async function listMakerCategories(): Promise<{ name: string; slug: string; count: number }[]> {
  const db = await getDb();
  const rows = await db
    .select({ name: makers.category, count: sql<number>`count(*)::int` })
    .from(makers)
    .groupBy(makers.category)
    .orderBy(asc(makers.category));
  return rows.map((r) => ({ ...r, slug: categorySlug(r.name) }));
}

/** Makers, alphabetically; only one category's when its slug is given. */
export async function listMakers(category?: string): Promise<Maker[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(makers)
    .orderBy(...alphabetical(makers.name));
  return category ? rows.filter((m) => categorySlug(m.category) === category) : rows;
}

/** Makers as a page in `locale` shows them, their pictures' alt texts included (lib/record-text). */
export function localizeMakers<T extends Maker>(
  list: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('makers', list, locale, { field: 'imageAlt', patterns: ['maker'] });
}

export async function getMaker(slug: string): Promise<Maker | null> {
  const db = await getDb();
  const [row] = await db.select().from(makers).where(eq(makers.slug, slug)).limit(1);
  return row ?? null;
}

/** A maker as a page in `locale` shows it: its Spanish texts where written, the rest flagged (lib/record-text). */
export async function getLocalizedMaker(slug: string, locale: Locale = DEFAULT_LOCALE) {
  const maker = await getMaker(slug);
  return maker ? ((await localizeMakers([maker], locale))[0] ?? null) : null;
}

/** A maker category as a page in `locale` names it; one the catalog does not know stays as stored. */
export function makerCategoryName(category: string, locale: Locale): string {
  const key = makerCategoryKey(categorySlug(category));
  return key ? translator(locale, 'makerCategories')(key) : category;
}
