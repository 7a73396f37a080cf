import { and, asc, desc, ilike, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { locationColumns, reshapeLocation, type Location } from '@/lib/locations';

/** Places nearest a point (within about 40 miles), closest first, leaving one place out. */
export async function getPlacesNear(
  latitude: number,
  longitude: number,
  excludeId: number,
  limit = 6,
): Promise<Location[]> {
  const db = await getDb();
  const distance = sql`((${locations.latitude} - ${latitude}) ^ 2 + ((${locations.longitude} - ${longitude}) * cos(radians(${latitude}))) ^ 2)`;
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(and(sql`${locations.id} <> ${excludeId}`, sql`${distance} < 0.4`))
    .orderBy(distance)
    .limit(limit);
  return rows.map(reshapeLocation);
}

/** Places whose name or summary mentions any of the words, featured first (for themed pages). */
export async function getPlacesMentioning(words: string[], limit = 24): Promise<Location[]> {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(or(...words.flatMap((w) => [ilike(locations.name, `%${w}%`), ilike(locations.summary, `%${w}%`)])))
    .orderBy(desc(locations.featured), asc(locations.name))
    .limit(limit);
  return rows.map(reshapeLocation);
}

/** Places that list a cuisine. */
export async function getPlacesByCuisine(slug: string, limit = 60): Promise<Location[]> {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(sql`${slug} = any(${locations.cuisines})`)
    .orderBy(desc(locations.featured), asc(locations.name))
    .limit(limit);
  return rows.map(reshapeLocation);
}

/** Every place slug and its update time, for the sitemap. */
export async function getPlaceSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ slug: locations.slug, updatedAt: locations.updatedAt })
    .from(locations)
    .orderBy(asc(locations.slug));
}
