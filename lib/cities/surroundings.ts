import { and, asc, count, gte, ne, or, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities, events, locations } from '@/lib/db/schema';
import { eventColumns, reshapeEvent, type Event } from '@/lib/events/shape';
import { todayInAlabama } from '@/lib/events';
import { locationColumns, reshapeLocation, type Location } from '@/lib/locations';
import { milesBetween } from '@/lib/map/distance';
import { getRoadTrips, type RoadTrip } from '@/lib/road-trips';

/** How far around a town its page looks for places and events. */
export const CITY_RADIUS_MILES = 25;
/** A town page with fewer places than this around it is thin: kept out of search results and the sitemap. */
export const CITY_MIN_PLACES_NEARBY = 3;

const MILES_PER_DEGREE = 69;
const RADIUS_DEGREES_SQUARED = (CITY_RADIUS_MILES / MILES_PER_DEGREE) ** 2;

// A flat-earth distance in degrees squared (longitude scaled at the latitude): close enough within 25 miles.
const squaredDegrees = (lat: AnyColumn, lng: AnyColumn, latitude: number | AnyColumn, longitude: number | AnyColumn) =>
  sql`((${lat} - ${latitude}) ^ 2 + ((${lng} - ${longitude}) * cos(radians(${latitude}))) ^ 2)`;

/** Places within CITY_RADIUS_MILES of a point, nearest first, outside the town itself. */
export async function getPlacesAround(
  latitude: number,
  longitude: number,
  cityId: number,
  limit = 9,
): Promise<Location[]> {
  const db = await getDb();
  const distance = squaredDegrees(locations.latitude, locations.longitude, latitude, longitude);
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(
      and(sql`${distance} < ${RADIUS_DEGREES_SQUARED}`, or(isNull(locations.cityId), ne(locations.cityId, cityId))),
    )
    .orderBy(distance)
    .limit(limit);
  return rows.map(reshapeLocation);
}

/** Upcoming events within CITY_RADIUS_MILES of a point, soonest first. */
export async function getEventsAround(latitude: number, longitude: number, limit = 6): Promise<Event[]> {
  const db = await getDb();
  const distance = squaredDegrees(events.latitude, events.longitude, latitude, longitude);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .where(and(gte(events.endDate, todayInAlabama()), sql`${distance} < ${RADIUS_DEGREES_SQUARED}`))
    .orderBy(asc(events.startDate), asc(events.name))
    .limit(limit);
  return rows.map(reshapeEvent);
}

/** The road trip with a stop nearest the point, and how far that stop is. */
export async function getNearestRoadTrip(
  latitude: number,
  longitude: number,
): Promise<{ trip: RoadTrip; stop: string; miles: number } | null> {
  const origin = { lat: latitude, lng: longitude };
  let best: { trip: RoadTrip; stop: string; miles: number } | null = null;
  for (const trip of await getRoadTrips()) {
    for (const { location } of trip.stops) {
      const miles = milesBetween(origin, { lat: Number(location.latitude), lng: Number(location.longitude) });
      if (!best || miles < best.miles) best = { trip, stop: location.name, miles };
    }
  }
  return best;
}

/** Whether a town page has enough of its own to be worth a search result. */
export function cityHasContent(placesInTown: number, placesAround: number): boolean {
  return placesInTown + placesAround >= CITY_MIN_PLACES_NEARBY;
}

/** The slugs of the towns with enough places in and around them for their page to be indexed. */
export async function getIndexableCitySlugs(): Promise<Set<string>> {
  const db = await getDb();
  const near = squaredDegrees(locations.latitude, locations.longitude, cities.latitude, cities.longitude);
  const rows = await db
    .select({ slug: cities.slug })
    .from(cities)
    .innerJoin(locations, or(sql`${near} < ${RADIUS_DEGREES_SQUARED}`, sql`${locations.cityId} = ${cities.id}`))
    .groupBy(cities.slug)
    .having(gte(count(locations.id), CITY_MIN_PLACES_NEARBY));
  return new Set(rows.map((row) => row.slug));
}
