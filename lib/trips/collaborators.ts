import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { tripCollaborators, trips, visitors } from '@/lib/db/schema';

export type Collaborator = { userId: string; email: string; joinedAt: string };

/** Only the owner manages who plans or reads along; anyone else sees the same 404 as a missing trip. */
export async function assertTripOwner(userId: string, tripId: number): Promise<void> {
  const db = await getDb();
  const [trip] = await db.select({ owner: trips.owner }).from(trips).where(eq(trips.tripId, tripId)).limit(1);
  if (!trip || trip.owner !== userId) throw notFound('No trip with this id.');
}

/** The people who joined the owner's trip by invite and still plan it, first joined first. */
export async function listCollaborators(ownerId: string, tripId: number): Promise<Collaborator[]> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const rows = await db
    .select({ userId: tripCollaborators.userId, email: visitors.email, joinedAt: tripCollaborators.joinedAt })
    .from(tripCollaborators)
    .innerJoin(visitors, eq(visitors.userId, tripCollaborators.userId))
    .where(and(eq(tripCollaborators.tripId, tripId), isNull(tripCollaborators.revokedAt)))
    .orderBy(asc(tripCollaborators.joinedAt), asc(tripCollaborators.userId));
  return rows.map((r) => ({ userId: r.userId, email: r.email, joinedAt: r.joinedAt.toISOString() }));
}

/**
 * Takes a collaborator off the owner's trip for good: from then on it is a 404 to them, and no
 * invite lets them back (the row stays, marked revoked). 404 if they were not on it.
 */
export async function revokeCollaborator(
  ownerId: string,
  tripId: number,
  userId: string,
): Promise<{ tripId: number; userId: string; revoked: true }> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const removed = await db
    .update(tripCollaborators)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(tripCollaborators.tripId, tripId),
        eq(tripCollaborators.userId, userId),
        isNull(tripCollaborators.revokedAt),
      ),
    )
    .returning({ userId: tripCollaborators.userId });
  if (removed.length === 0) throw notFound('This person is not planning this trip with you.');
  return { tripId, userId, revoked: true };
}
