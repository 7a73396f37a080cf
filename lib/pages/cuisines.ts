import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cuisines } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';
import type { Locale } from '@/lib/i18n/locales';
import { CUISINES_ES } from './cuisines.es';

export type Cuisine = typeof cuisines.$inferSelect;

export async function listCuisines(): Promise<Cuisine[]> {
  const db = await getDb();
  return db
    .select()
    .from(cuisines)
    .orderBy(...alphabetical(cuisines.name));
}

export async function getCuisine(slug: string): Promise<Cuisine | null> {
  const db = await getDb();
  const [row] = await db.select().from(cuisines).where(eq(cuisines.slug, slug)).limit(1);
  return row ?? null;
}

/** A cuisine as a page in `locale` shows it; `lang: 'en'` when it has no Spanish text yet. */
export function localizeCuisine<T extends Pick<Cuisine, 'slug' | 'name' | 'description'>>(
  cuisine: T,
  locale: Locale,
): T & { lang?: 'en' } {
  if (locale === 'en') return cuisine;
  const spanish = CUISINES_ES[cuisine.slug];
  return spanish ? { ...cuisine, ...spanish } : { ...cuisine, lang: 'en' };
}
