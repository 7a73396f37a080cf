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
import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { pointDrives, type DriveSource, type KnownDrive } from './drive-table';
import type { Warning } from './feasibility';
import type { Point } from './geo';
import { knownPaths } from './google-polylines';
import { knownDrives } from './google-routes';
import type { KnownPath } from './polyline';
import { buildItinerary, type DayPlan, type Endpoint, type Itinerary, type PlannedStop } from './itinerary';
import { ENGLISH_PLANNER_TEXT, type PlannerText } from './messages';

export type TripStop = PlannedStop & { id: number; city: string; show: boolean; locked: boolean };
/** Events near the trip's dates (with the fix that moves the trip onto them), and how many others there are. */
export type EventNotices = { warnings: Warning[]; more: number };
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
  /** The trip's days as planned (start, night's base), one per itinerary day. */
  days: DayPlan[];
  eventNotices: EventNotices;
  drives: KnownDrive[];
  /** Google's line of each leg the itinerary drives (empty without a key): what the maps draw. */
  paths: KnownPath[];
  routeSource: DriveSource | 'mixed';
};

/** Events this many days either side of the trip are worth a notice; the rest fold into one line. */
export const EVENT_NOTICE_DAYS = 7;

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

/**
 * The stops of a trip with their place details, the itinerary of the shown ones, and warnings (in
 * `text`'s language).
 */
export async function getTripView(trip: Trip, text: PlannerText = ENGLISH_PLANNER_TEXT): Promise<TripView> {
  const found = await getLocationsBySlugs(trip.locations);
  const info = new Map(trip.tripInfo.map((i) => [i.locationId, i]));
  const begin: Endpoint = { name: trip.routing.begin.city, lat: trip.routing.begin.lat, lng: trip.routing.begin.long };
  const end: Endpoint = { name: trip.routing.end.city, lat: trip.routing.end.lat, lng: trip.routing.end.long };
  const days: DayPlan[] = trip.days.map((d) => ({
    start: d.start ?? null,
    base: d.base ? { name: d.base.name, lat: d.base.lat, lng: d.base.long, slug: d.base.slug } : null,
  }));
  const at = (p: Location) => ({ lat: Number(p.latitude), lng: Number(p.longitude) });
  const isShown = (p: Location) => (info.get(p.slug) ?? info.get(String(p.id)))?.show ?? true;
  const bases = days.flatMap((d) => (d.base ? [d.base] : []));
  // Drives for every stop (the editor optimises hidden ones too) and for the shown ones' legs and nights.
  const [places, drives] = await Promise.all([
    withOpeningHours(found),
    knownDrives([
      [begin, ...found.map(at), end],
      [begin, ...found.filter(isShown).map(at), ...bases, end],
    ]),
  ]);
  const stops: TripStop[] = places.map((p) => {
    const extra = info.get(p.slug) ?? info.get(String(p.id));
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      city: p.city,
      category: p.category,
      address: streetAddress(p),
      ...at(p),
      hours: p.hours,
      day: extra?.day,
      visitMinutes: extra?.visitMinutes,
      show: extra?.show ?? true,
      locked: extra?.locked ?? false,
    };
  });
  const shown = stops.filter((s) => s.show);
  const oracle = pointDrives(drives);
  const itinerary = buildItinerary(begin, end, shown, { ...trip, days }, oracle, text);
  const [notices, paths] = await Promise.all([eventNotices(trip, places, text), knownPaths(legsOf(itinerary, end))]);
  return {
    trip,
    stops,
    begin,
    end,
    itinerary,
    days,
    eventNotices: notices,
    drives,
    paths,
    routeSource: routeSourceOf(itinerary, end, oracle),
  };
}

/** Every leg the itinerary drives, in order: from where each day starts, by its stops, to where it ends. */
function legsOf(itinerary: Itinerary, end: Endpoint): [Point, Point][] {
  return itinerary.days.flatMap((day) => {
    const goal = day.base ?? (day.day === itinerary.days.length ? end : null);
    const points: Point[] = [day.from, ...day.stops, ...(goal ? [goal] : [])];
    return points.slice(1).map((p, i): [Point, Point] => [points[i]!, p]);
  });
}

/** Where the itinerary's drives came from: all Google, all road graph, or some of each. */
function routeSourceOf(
  itinerary: Itinerary,
  end: Endpoint,
  oracle: ReturnType<typeof pointDrives>,
): DriveSource | 'mixed' {
  const sources = new Set<DriveSource>();
  for (const [a, b] of legsOf(itinerary, end)) if (oracle.drive(a, b).km > 0) sources.add(oracle.sourceOf(a, b));
  if (sources.size > 1) return 'mixed';
  return sources.has('google') ? 'google' : 'road-graph';
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

/**
 * Upcoming events at the trip's stops that fall outside its dates: those within a week of the
 * dates get a notice, with the fix that moves the trip (same length) so its first day is the
 * event's nearest day; the rest are only counted.
 */
async function eventNotices(trip: Trip, places: Location[], text: PlannerText): Promise<EventNotices> {
  if (!trip.startDate || !trip.endDate || places.length === 0) return { warnings: [], more: 0 };
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
  return noticesFor(
    trip as { startDate: string; endDate: string },
    rows,
    new Map(places.map((p) => [p.id, p.name])),
    text,
  );
}

type EventRow = { name: string; locationId: number | null; startDate: string; endDate: string };

/** The notices for events outside the trip's dates (exported for tests: pure date arithmetic). */
export function noticesFor(
  trip: { startDate: string; endDate: string },
  rows: EventRow[],
  names: Map<number, string>,
  text: PlannerText = ENGLISH_PLANNER_TEXT,
): EventNotices {
  const first = parseISO(trip.startDate);
  const last = parseISO(trip.endDate);
  const length = differenceInCalendarDays(last, first);
  const warnings: Warning[] = [];
  let more = 0;
  for (const e of rows) {
    const gapBefore = differenceInCalendarDays(first, parseISO(e.endDate));
    const gapAfter = differenceInCalendarDays(parseISO(e.startDate), last);
    if (gapBefore <= 0 && gapAfter <= 0) continue; // during the trip
    if (Math.max(gapBefore, gapAfter) > EVENT_NOTICE_DAYS) {
      more += 1;
      continue;
    }
    // Shift the trip onto the event: its last day on the event's end, or its first on the event's start.
    const start = gapBefore > 0 ? addDays(parseISO(e.endDate), -length) : parseISO(e.startDate);
    const startDate = format(start, 'yyyy-MM-dd');
    const endDate = format(addDays(start, length), 'yyyy-MM-dd');
    warnings.push({
      text: text('eventWarning', {
        event: e.name,
        place: names.get(e.locationId ?? 0) ?? '',
        from: e.startDate,
        to: e.endDate,
      }),
      fix: { kind: 'shift-dates', startDate, endDate, label: text('eventFix', { date: startDate }) },
    });
  }
  return { warnings, more };
}

/** The "My Trips" header menu: the user's first MY_TRIPS_MENU_COUNT trips. */
export async function getMyTripsMenu(userId: string): Promise<{ tripId: number; name: string; href: string }[]> {
  const trips = await listTripsForUser(userId);
  return trips
    .slice(0, MY_TRIPS_MENU_COUNT)
    .map((t) => ({ tripId: t.tripId, name: t.name, href: `/trip/${t.tripId}` }));
}
