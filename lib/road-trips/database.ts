import { and, arrayContains, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations, regions, roadTrips, roadTripStops } from '@/lib/db/schema';
import { GOLF_TRIP_IDS } from '@/lib/constants';
import type { RoadTripSearch } from './schema';
import { alphabetical } from '@/lib/db/alphabetical';

export type RoadTripStop = {
  position: number;
  note: string;
  /** 'en' when a page in another language shows the note in English (not translated yet). */
  noteLang?: 'en';
  location: {
    id: number;
    slug: string;
    name: string;
    summary: string;
    city: string;
    latitude: string;
    longitude: string;
    type: string;
    category: string;
    image: string | null;
  };
};
export type RoadTrip = {
  tripId: number;
  slug: string;
  name: string;
  summary: string;
  days: number;
  featured: boolean;
  golf: boolean;
  experiences: string[];
  regions: string[];
  image: string | null;
  image_alt: string | null;
  stops: RoadTripStop[];
};
export type RoadTripDetail = RoadTrip & { description: string };

const golfIds = new Set<number>(GOLF_TRIP_IDS);
type RoadTripRow = typeof roadTrips.$inferSelect;

async function stopsFor(tripIds: number[]): Promise<Map<number, RoadTripStop[]>> {
  const byTrip = new Map<number, RoadTripStop[]>();
  if (tripIds.length === 0) return byTrip;
  const db = await getDb();
  const rows = await db
    .select({
      tripId: roadTripStops.tripId,
      position: roadTripStops.position,
      note: roadTripStops.note,
      location: {
        id: locations.id,
        slug: locations.slug,
        name: locations.name,
        summary: locations.summary,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
        type: locations.type,
        category: locations.category,
        image: locations.image,
      },
    })
    .from(roadTripStops)
    .innerJoin(locations, eq(locations.id, roadTripStops.locationId))
    .where(inArray(roadTripStops.tripId, tripIds))
    .orderBy(asc(roadTripStops.tripId), asc(roadTripStops.position));
  for (const { tripId, position, note, location } of rows) {
    const stop = {
      position,
      note,
      location: { ...location, latitude: String(location.latitude), longitude: String(location.longitude) },
    };
    byTrip.set(tripId, [...(byTrip.get(tripId) ?? []), stop]);
  }
  return byTrip;
}

function reshapeRoadTrip(row: RoadTripRow, stops: RoadTripStop[]): RoadTrip {
  return {
    tripId: row.tripId,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    days: row.days,
    featured: row.featured,
    golf: golfIds.has(row.tripId),
    experiences: row.experienceSlugs,
    regions: row.regionSlugs,
    image: row.image,
    image_alt: row.imageAlt,
    stops,
  };
}

async function listRoadTrips(where?: SQL): Promise<RoadTrip[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(roadTrips)
    .where(where)
    .orderBy(...alphabetical(roadTrips.name), asc(roadTrips.tripId));
  const stops = await stopsFor(rows.map((r) => r.tripId));
  return rows.map((row) => reshapeRoadTrip(row, stops.get(row.tripId) ?? []));
}

/** Every road trip (GET /prod/trips), by name. */
export const getRoadTrips = () => listRoadTrips();

/** Road trips marked featured (GET /prod/featured_trips). */
export const getFeaturedRoadTrips = () => listRoadTrips(eq(roadTrips.featured, true));

/** Road trips with the experience and in the region asked; each left out means "any". */
export function searchRoadTrips(search: RoadTripSearch): Promise<RoadTrip[]> {
  const conditions: SQL[] = [];
  if (search.experience) conditions.push(arrayContains(roadTrips.experienceSlugs, [search.experience]));
  if (search.region) {
    const slug =
      'id' in search.region
        ? sql`(select ${regions.slug} from ${regions} where ${regions.id} = ${search.region.id})`
        : sql`${search.region.slug}`;
    conditions.push(sql`${slug} = any(${roadTrips.regionSlugs})`);
  }
  return listRoadTrips(and(...conditions));
}

/** One road trip by id or slug, for its page; null when there is none. */
export async function getRoadTrip(key: { id: number } | { slug: string }): Promise<RoadTripDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(roadTrips)
    .where('id' in key ? eq(roadTrips.tripId, key.id) : eq(roadTrips.slug, key.slug))
    .limit(1);
  if (!row) return null;
  const stops = await stopsFor([row.tripId]);
  return { ...reshapeRoadTrip(row, stops.get(row.tripId) ?? []), description: row.description };
}
