import { and, arrayContains, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations, roadTrips, roadTripStops } from '@/lib/db/schema';

export type RoadTripSummary = Pick<typeof roadTrips.$inferSelect, 'tripId' | 'slug' | 'name' | 'summary' | 'days' | 'featured' | 'image' | 'imageAlt' | 'experienceSlugs' | 'regionSlugs'>;
export type RoadTripStop = { position: number; note: string; id: number; slug: string; name: string; city: string; summary: string; latitude: number; longitude: number; image: string | null; imageAlt: string | null };

const summaryColumns = {
  tripId: roadTrips.tripId, slug: roadTrips.slug, name: roadTrips.name, summary: roadTrips.summary, days: roadTrips.days,
  featured: roadTrips.featured, image: roadTrips.image, imageAlt: roadTrips.imageAlt, experienceSlugs: roadTrips.experienceSlugs, regionSlugs: roadTrips.regionSlugs,
};

/** Road trips, featured first; filtered by experience and region slug ('all' or empty means any). */
export async function listRoadTrips(filter: { featuredOnly?: boolean; experience?: string; region?: string } = {}): Promise<RoadTripSummary[]> {
  const db = await getDb();
  const where = [];
  if (filter.featuredOnly) where.push(eq(roadTrips.featured, true));
  if (filter.experience && filter.experience !== 'all') where.push(arrayContains(roadTrips.experienceSlugs, [filter.experience]));
  if (filter.region && filter.region !== 'all') where.push(arrayContains(roadTrips.regionSlugs, [filter.region]));
  return db.select(summaryColumns).from(roadTrips).where(and(...where)).orderBy(desc(roadTrips.featured), asc(roadTrips.name));
}

/** A road trip by trip id or slug with its stops in order; null when there is none. */
export async function getRoadTrip(key: { id: number } | { slug: string }) {
  const db = await getDb();
  const [trip] = await db.select().from(roadTrips).where('id' in key ? eq(roadTrips.tripId, key.id) : eq(roadTrips.slug, key.slug)).limit(1);
  if (!trip) return null;
  const stops: RoadTripStop[] = await db
    .select({
      position: roadTripStops.position, note: roadTripStops.note, id: locations.id, slug: locations.slug, name: locations.name, city: locations.city,
      summary: locations.summary, latitude: locations.latitude, longitude: locations.longitude, image: locations.image, imageAlt: locations.imageAlt,
    })
    .from(roadTripStops)
    .innerJoin(locations, eq(locations.id, roadTripStops.locationId))
    .where(eq(roadTripStops.tripId, trip.tripId))
    .orderBy(asc(roadTripStops.position));
  return { ...trip, stops };
}
