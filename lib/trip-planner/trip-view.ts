import 'server-only';
import { and, asc, gte, inArray } from 'drizzle-orm';
import { format } from 'date-fns';
import { getDb } from '@/lib/db/client';
import { events, locations } from '@/lib/db/schema';
import { MY_TRIPS_MENU_COUNT } from '@/lib/constants';
import { locationColumns, reshapeLocation, type Location } from '@/lib/locations';
import { env } from '@/lib/env';
import { supplementLocation } from '@/lib/places-supplement';
import { listTripsForUser, type Trip } from '@/lib/trips';
import { knownDriveMatrix, matrixSource, type DriveSource, type KnownDrive } from './drive-table';
import { knownDrives } from './google-routes';
import { buildItinerary, type Endpoint, type Itinerary, type PlannedStop } from './itinerary';

export type TripStop = PlannedStop & { id: number; city: string; show: boolean; locked: boolean };
/**
 * `drives` are the Google answers the itinerary used (empty without a key), for the editor's
 * optimiser to use the same figures; `routeSource` says where the itinerary's drives came from.
 */
export type TripView = {
  trip: Trip;
  stops: TripStop[];
  begin: Endpoint;
  end: Endpoint;
  itinerary: Itinerary;
  eventWarnings: string[];
  drives: KnownDrive[];
  routeSource: DriveSource | 'mixed';
};

export const EVENT_WARNING = (event: string, place: string, from: string, to: string) =>
  `${event} at ${place} runs ${from} to ${to}, outside your trip's dates.`;

/** Places by slug, in the order asked, skipping slugs that name no place. */
export async function getLocationsBySlugs(slugs: string[]): Promise<Location[]> {
  if (slugs.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(inArray(locations.slug, [...new Set(slugs)]));
  const bySlug = new Map(rows.map((r) => [r.slug, reshapeLocation(r)]));
  return slugs.flatMap((s) => bySlug.get(s) ?? []);
}

/** "520 16th St N, Birmingham, AL 35203", or null for a place with no street address. */
export function streetAddress(p: Pick<Location, 'address1' | 'address2' | 'city' | 'postal'>): string | null {
  if (!p.address1) return null;
  return [p.address1, p.address2, p.city, `AL${p.postal ? ` ${p.postal}` : ''}`].filter(Boolean).join(', ');
}

/** The stops of a trip with their place details, the itinerary of the shown ones, and warnings. */
export async function getTripView(trip: Trip): Promise<TripView> {
  const found = await getLocationsBySlugs(trip.locations);
  const info = new Map(trip.tripInfo.map((i) => [i.locationId, i]));
  const begin: Endpoint = { name: trip.routing.begin.city, lat: trip.routing.begin.lat, lng: trip.routing.begin.long };
  const end: Endpoint = { name: trip.routing.end.city, lat: trip.routing.end.lat, lng: trip.routing.end.long };
  const at = (p: Location) => ({ lat: Number(p.latitude), lng: Number(p.longitude) });
  const isShown = (p: Location) => (info.get(p.slug) ?? info.get(String(p.id)))?.show ?? true;
  // Drives for every stop (the editor optimises hidden ones too) and for the shown ones' legs.
  const [places, drives] = await Promise.all([
    withOpeningHours(found),
    knownDrives([
      [begin, ...found.map(at), end],
      [begin, ...found.filter(isShown).map(at), end],
    ]),
  ]);
  const stops: TripStop[] = places.map((p) => {
    const extra = info.get(p.slug) ?? info.get(String(p.id));
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      city: p.city,
      address: streetAddress(p),
      ...at(p),
      hours: p.hours,
      day: extra?.day,
      show: extra?.show ?? true,
      locked: extra?.locked ?? false,
    };
  });
  const shown = stops.filter((s) => s.show);
  const matrix = knownDriveMatrix([begin, ...shown, end], drives);
  const itinerary = buildItinerary(begin, end, shown, trip, matrix);
  const legs = [begin, ...shown].map((_, i): [number, number] => [i, i + 1]);
  return {
    trip,
    stops,
    begin,
    end,
    itinerary,
    eventWarnings: await eventWarnings(trip, places),
    drives,
    routeSource: matrixSource(matrix, legs),
  };
}

/**
 * With a Google key, stops the seed has no hours (or address) for get them from the Places
 * supplement, so closed days can be warned of. Offline nothing is filled in: the seed never
 * invents hours for real businesses. A failed lookup leaves the place as it was.
 */
async function withOpeningHours(places: Location[]): Promise<Location[]> {
  if (!(env().GOOGLE_MAPS_API_KEY ?? env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY)) return places;
  return Promise.all(places.map((p) => (p.hours?.length && p.address1 ? p : supplementLocation(p))));
}

/** Upcoming events at the trip's stops that fall outside its dates. */
async function eventWarnings(trip: Trip, places: Location[]): Promise<string[]> {
  if (!trip.startDate || !trip.endDate || places.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ name: events.name, locationId: events.locationId, startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .where(
      and(
        inArray(
          events.locationId,
          places.map((p) => p.id),
        ),
        gte(events.endDate, format(new Date(), 'yyyy-MM-dd')),
      ),
    )
    .orderBy(asc(events.startDate));
  const names = new Map(places.map((p) => [p.id, p.name]));
  return rows
    .filter((e) => e.endDate < trip.startDate! || e.startDate > trip.endDate!)
    .map((e) => EVENT_WARNING(e.name, names.get(e.locationId ?? 0) ?? '', e.startDate, e.endDate));
}

/** The "My Trips" header menu: the user's first MY_TRIPS_MENU_COUNT trips. */
export async function getMyTripsMenu(userId: string): Promise<{ tripId: number; name: string; href: string }[]> {
  const trips = await listTripsForUser(userId);
  return trips
    .slice(0, MY_TRIPS_MENU_COUNT)
    .map((t) => ({ tripId: t.tripId, name: t.name, href: `/trip/${t.tripId}` }));
}
