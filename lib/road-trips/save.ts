import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { text } from '@/lib/validation/fields';
import { createTrip, listTripsForUser, type Trip } from '@/lib/trips';
import { TRIP_NAME_MAX, type CreateTripInput } from '@/lib/trips/schema';
import { getRoadTrip, type RoadTrip } from './index';

/**
 * Body of POST /api/road-trips/{id}/save: `copy` saves another one even if the user has it
 * already, under `name` if given, else a numbered name.
 */
export const SaveRoadTripSchema = z.object({
  copy: z.boolean({ error: 'must be true or false' }).optional(),
  name: text({ error: 'must be a trip name' })
    .trim()
    .min(1, 'must be a trip name')
    .max(TRIP_NAME_MAX, `must be at most ${TRIP_NAME_MAX} characters`)
    .optional(),
});
export type SaveRoadTripInput = z.infer<typeof SaveRoadTripSchema>;

export type SaveRoadTripResult =
  { saved: true; trip: Trip } | { saved: false; existing: { tripId: number; name: string }; copyName: string };

type RoadTripFields = Omit<CreateTripInput, 'owner'>;

/** A road trip as a trip of the user's own: every stop shown, from the first stop to the last. */
export function tripFieldsFromRoadTrip(roadTrip: Pick<RoadTrip, 'name' | 'stops'>): RoadTripFields {
  const stops = [...roadTrip.stops].sort((a, b) => a.position - b.position).map((s) => s.location);
  const point = (s: (typeof stops)[number]) => ({
    lat: Number(s.latitude),
    long: Number(s.longitude),
    city: s.city,
    state: 'AL',
  });
  return {
    name: roadTrip.name,
    locations: stops.map((s) => s.slug),
    routing: { begin: point(stops[0]!), end: point(stops.at(-1)!) },
    tripInfo: stops.map((s) => ({ locationId: s.slug, show: true })),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const copiesOf = (name: string) => new RegExp(`^${escape(name)}(?: \\((\\d+)\\))?$`);

/**
 * The user's own trip saved from this road trip, newest first: no column records where a trip came
 * from, so it is one with the road trip's name (or a numbered copy's) and its start and end.
 */
export function findSavedRoadTrip(userId: string, trips: Trip[], fields: RoadTripFields): Trip | undefined {
  const named = copiesOf(fields.name);
  const at = (p: { lat: number; long: number }) => `${p.lat},${p.long}`;
  return trips.find(
    (t) =>
      t.owner === userId &&
      named.test(t.name) &&
      at(t.routing.begin) === at(fields.routing.begin) &&
      at(t.routing.end) === at(fields.routing.end),
  );
}

/** "Civil Rights Trail (2)": the first number from 2 up that none of `names` has, within the name limit. */
export function copyName(name: string, names: string[]): string {
  const taken = new Set(names);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, TRIP_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Saves a road trip as the user's trip; when they have it already, only with `copy`, under a new name. */
export async function saveRoadTrip(
  userId: string,
  roadTripId: number,
  { copy = false, name: chosen }: SaveRoadTripInput,
): Promise<SaveRoadTripResult> {
  const roadTrip = await getRoadTrip({ id: roadTripId });
  if (!roadTrip || roadTrip.stops.length === 0) throw notFound('No road trip with this id.');
  const fields = tripFieldsFromRoadTrip(roadTrip);
  const trips = await listTripsForUser(userId);
  const existing = findSavedRoadTrip(userId, trips, fields);
  const names = trips.filter((t) => t.owner === userId).map((t) => t.name);
  if (existing && !copy)
    return {
      saved: false,
      existing: { tripId: existing.tripId, name: existing.name },
      copyName: copyName(fields.name, names),
    };
  const name = (copy && chosen) || (existing ? copyName(fields.name, names) : fields.name);
  return { saved: true, trip: await createTrip(userId, { ...fields, name, owner: userId }) };
}
