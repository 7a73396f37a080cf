import { desc, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { restaurantWeekEntries } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';
import { RESTAURANT_WEEK_MENUS_ES } from '@/lib/db/seed/data/es/restaurant-week';
import { translator } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

export type RestaurantWeekEntry = typeof restaurantWeekEntries.$inferSelect;

/** This year's (the latest year's) participating restaurants, by name. */
export async function listRestaurantWeek(): Promise<{ year: number | null; entries: RestaurantWeekEntry[] }> {
  const db = await getDb();
  const [latest] = await db.select({ year: max(restaurantWeekEntries.year) }).from(restaurantWeekEntries);
  const year = latest?.year ?? null;
  if (year === null) return { year, entries: [] };
  const entries = await db
    .select()
    .from(restaurantWeekEntries)
    .where(eq(restaurantWeekEntries.year, year))
    .orderBy(...alphabetical(restaurantWeekEntries.name));
  return { year, entries };
}

/** An entry by slug or id; the latest year's when a restaurant took part more than once. */
export async function getRestaurantWeekEntry(
  key: { id: number } | { slug: string },
): Promise<RestaurantWeekEntry | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(restaurantWeekEntries)
    .where('id' in key ? eq(restaurantWeekEntries.id, key.id) : eq(restaurantWeekEntries.slug, key.slug))
    .orderBy(desc(restaurantWeekEntries.year))
    .limit(1);
  return row ?? null;
}

/** An entry as a page in `locale` shows it: its menu in that language, or English flagged `menuLang`. */
export type LocalizedRestaurantWeekEntry = RestaurantWeekEntry & { menuLang?: 'en' };

export async function getLocalizedRestaurantWeekEntry(
  key: { id: number } | { slug: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedRestaurantWeekEntry | null> {
  const entry = await getRestaurantWeekEntry(key);
  if (!entry || locale === 'en' || !entry.menu) return entry;
  const menu = RESTAURANT_WEEK_MENUS_ES[entry.menu];
  return menu ? { ...entry, menu } : { ...entry, menuLang: 'en' };
}

/** The entry said in a sentence or two in `locale` (English: lib/seo's restaurantWeekDescription). */
export function restaurantWeekSentence(
  entry: { name: string; city: string; year: number; menu: string },
  locale: Locale,
): { name: string; description: string } {
  const t = translator(locale, 'restaurantWeekEntry');
  const values = { name: entry.name, city: entry.city, year: String(entry.year) };
  const intro = t('intro', values);
  return {
    name: t('eventName', values),
    description: entry.menu ? t('withMenu', { intro, menu: entry.menu }) : intro,
  };
}
