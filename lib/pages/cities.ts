import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';

export type CityCard = { id: number; slug: string; name: string; description: string; population: number };
const cardColumns = {
  id: cities.id,
  slug: cities.slug,
  name: cities.name,
  description: cities.description,
  population: cities.population,
};

/** Featured towns first, then the largest. */
export async function getFeaturedCities(limit: number): Promise<CityCard[]> {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(cities)
    .orderBy(desc(cities.featured), desc(cities.population), asc(cities.name))
    .limit(limit);
}

/** Every town, alphabetically, grouped by first letter for the index page. */
export async function getCitiesByLetter(): Promise<{ letter: string; cities: CityCard[] }[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(cities)
    .orderBy(...alphabetical(cities.name));
  const groups = new Map<string, CityCard[]>();
  for (const row of rows) {
    const letter = row.name.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), row]);
  }
  return [...groups].map(([letter, list]) => ({ letter, cities: list }));
}

export async function getCitySlugs(): Promise<{ slug: string }[]> {
  const db = await getDb();
  return db.select({ slug: cities.slug }).from(cities).orderBy(asc(cities.slug));
}
