import { desc, eq, max } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { restaurantWeekEntries } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';

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
