import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { tripCollaborators, tripInvites, trips } from '@/lib/db/schema';
import { canAccessTrip } from '@/lib/trips';
import { text } from '@/lib/validation/fields';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const InviteTokenSchema = z.object({
  token: text({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not an invite token'),
});

export const invitePath = (tripId: number, token: string) => `/trip/collaborate/${tripId}?invite=${token}`;

/** Makes an invite link for a trip; only its owner may (others get the same 404 as a missing trip). */
export async function createInvite(
  userId: string,
  tripId: number,
  now = new Date(),
): Promise<{ token: string; tripId: number; expiresAt: string }> {
  const db = await getDb();
  const [trip] = await db
    .select({ tripId: trips.tripId, owner: trips.owner })
    .from(trips)
    .where(eq(trips.tripId, tripId))
    .limit(1);
  if (!trip || !(await canAccessTrip(userId, trip, 'delete'))) throw notFound('No trip with this id.');
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await db.insert(tripInvites).values({ token, tripId, createdBy: userId, expiresAt });
  return { token, tripId, expiresAt: expiresAt.toISOString() };
}

/**
 * Joins the trip an unexpired invite names; joining twice changes nothing. The owner joining their
 * own trip is a no-op. The visitor record must exist (ensureVisitor).
 */
export async function acceptInvite(userId: string, token: string, now = new Date()): Promise<{ tripId: number }> {
  const db = await getDb();
  const [invite] = await db
    .select({ tripId: tripInvites.tripId, owner: trips.owner })
    .from(tripInvites)
    .innerJoin(trips, eq(trips.tripId, tripInvites.tripId))
    .where(and(eq(tripInvites.token, token), gt(tripInvites.expiresAt, now)))
    .limit(1);
  if (!invite) throw notFound('This invitation is not valid or has expired.');
  if (invite.owner !== userId)
    await db.insert(tripCollaborators).values({ tripId: invite.tripId, userId }).onConflictDoNothing();
  return { tripId: invite.tripId };
}
