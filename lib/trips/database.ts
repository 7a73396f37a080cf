import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ApiError, badRequest, notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { locations, tripCollaborators, trips, visitors } from '@/lib/db/schema';
import type { CreateTripInput, UpdateTripInput } from './schema';
import { TripConflictError } from './conflict';
import type { Trip, TripAction } from './types';

type TripRow = typeof trips.$inferSelect;

function reshapeTrip(row: TripRow): Trip {
  return {
    tripId: row.tripId,
    owner: row.owner,
    name: row.name,
    locations: row.locations,
    routing: row.routing,
    tripInfo: row.tripInfo,
    days: row.days,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The one access rule for a user's trip: the owner may do anything; a collaborator (a row in
 * trip_collaborators the owner has not revoked) may read and update but not delete; nobody else may touch it.
 */
export async function canAccessTrip(
  userId: string,
  trip: Pick<Trip, 'tripId' | 'owner'>,
  action: TripAction,
): Promise<boolean> {
  if (trip.owner === userId) return true;
  if (action === 'delete') return false;
  const db = await getDb();
  const [row] = await db
    .select({ tripId: tripCollaborators.tripId })
    .from(tripCollaborators)
    .where(
      and(
        eq(tripCollaborators.tripId, trip.tripId),
        eq(tripCollaborators.userId, userId),
        isNull(tripCollaborators.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// Someone else's trip answers exactly like a missing one, so ids reveal nothing.
const tripNotFound = () => notFound('No trip with this id.');

async function findTripFor(userId: string, tripId: number, action: TripAction): Promise<TripRow> {
  const db = await getDb();
  const [row] = await db.select().from(trips).where(eq(trips.tripId, tripId)).limit(1);
  if (!row || !(await canAccessTrip(userId, row, action))) throw tripNotFound();
  return row;
}

async function assertLocationsExist(slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  const db = await getDb();
  const found = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(inArray(locations.slug, [...new Set(slugs)]));
  const known = new Set(found.map((r) => r.slug));
  const missing = slugs.findIndex((s) => !known.has(s));
  if (missing >= 0)
    throw badRequest(`locations.${missing}: no place has the slug "${slugs[missing]}"`, `locations.${missing}`);
}

/** Trips the user may read (own and shared with them), newest first. Mirrors canAccessTrip's read rule. */
export async function listTripsForUser(userId: string): Promise<Trip[]> {
  const db = await getDb();
  const shared = db
    .select({ tripId: tripCollaborators.tripId })
    .from(tripCollaborators)
    .where(and(eq(tripCollaborators.userId, userId), isNull(tripCollaborators.revokedAt)));
  const rows = await db
    .select()
    .from(trips)
    .where(or(eq(trips.owner, userId), inArray(trips.tripId, shared)))
    .orderBy(desc(trips.createdAt), desc(trips.tripId));
  return rows.map(reshapeTrip);
}

export async function getTripForUser(userId: string, tripId: number): Promise<Trip | null> {
  try {
    return reshapeTrip(await findTripFor(userId, tripId, 'read'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates a trip owned by the user. The visitor record must exist (see ensureVisitor). */
export async function createTrip(userId: string, input: CreateTripInput): Promise<Trip> {
  if (input.owner !== userId) throw new ApiError(403, 'owner: must be the signed-in user', 'owner');
  await assertLocationsExist(input.locations);
  const db = await getDb();
  const [row] = await db
    .insert(trips)
    .values({
      owner: userId,
      name: input.name,
      locations: input.locations,
      routing: input.routing,
      tripInfo: input.tripInfo,
      days: input.days ?? [],
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      updatedBy: userId,
    })
    .returning();
  if (!row) throw new Error('The trip insert returned no row.');
  return reshapeTrip(row);
}

/**
 * Replaces a trip with the full trip sent; tripId, owner and createdAt cannot change. With
 * `expectedVersion`, the write happens only if the stored trip is still that version (one
 * conditional UPDATE, so two saves cannot both pass); otherwise TripConflictError. Without it, the
 * last save wins, as the spec's PUT always did.
 */
export async function updateTrip(
  userId: string,
  tripId: number,
  input: UpdateTripInput,
  expectedVersion?: number,
): Promise<Trip> {
  const existing = await findTripFor(userId, tripId, 'update');
  if (input.tripId !== undefined && input.tripId !== tripId)
    throw badRequest('tripId: must match the trip in the path', 'tripId');
  if (input.owner !== undefined && input.owner !== existing.owner)
    throw new ApiError(403, "owner: a trip's owner cannot be changed", 'owner');
  await assertLocationsExist(input.locations);
  const db = await getDb();
  const [row] = await db
    .update(trips)
    .set({
      name: input.name,
      locations: input.locations,
      routing: input.routing,
      tripInfo: input.tripInfo,
      days: input.days ?? existing.days,
      startDate: input.startDate ?? null,
      endDate: input.endDate ?? null,
      updatedAt: new Date(),
      updatedBy: userId,
      version: sql`${trips.version} + 1`,
    })
    .where(
      expectedVersion === undefined
        ? eq(trips.tripId, tripId)
        : and(eq(trips.tripId, tripId), eq(trips.version, expectedVersion)),
    )
    .returning();
  if (row) return reshapeTrip(row);
  const [current] = await db
    .select({ trip: trips, email: visitors.email })
    .from(trips)
    .leftJoin(visitors, eq(visitors.userId, trips.updatedBy))
    .where(eq(trips.tripId, tripId))
    .limit(1);
  if (!current) throw tripNotFound();
  const { trip, email } = current;
  const updatedBy = trip.updatedBy ? { updatedBy: { userId: trip.updatedBy, email } } : {};
  throw new TripConflictError({ ...reshapeTrip(trip), ...updatedBy });
}

/** Deletes a trip; only its owner may. */
export async function deleteTrip(userId: string, tripId: number): Promise<{ tripId: number; deleted: true }> {
  await findTripFor(userId, tripId, 'delete');
  const db = await getDb();
  await db.delete(trips).where(eq(trips.tripId, tripId));
  return { tripId, deleted: true };
}
