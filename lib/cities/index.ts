import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';

export type CitySummary = { id: number; slug: string; name: string };

/** Every city, alphabetically, in the Main API's `City` shape (SPEC section 3). */
export async function getCities(): Promise<CitySummary[]> {
  const db = await getDb();
  return db.select({ id: cities.id, slug: cities.slug, name: cities.name }).from(cities).orderBy(asc(cities.name));
}

export async function getCityById(id: number) {
  const db = await getDb();
  const [city] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return city ?? null;
}
