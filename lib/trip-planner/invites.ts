import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { tripCollaborators, tripInvites, trips, visitors } from '@/lib/db/schema';
import { assertTripOwner } from '@/lib/trips/collaborators';
import { INVITE_NOT_VALID } from '@/lib/trips/sharing-messages';
import { text } from '@/lib/validation/fields';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const InviteTokenSchema = z.object({
  token: text({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not an invite token'),
});

export const invitePath = (tripId: number, token: string) => `/trip/collaborate/${tripId}?invite=${token}`;

export type OpenInvite = { token: string; path: string; expiresAt: string };

/** Makes an invite link for a trip; only its owner may (others get the same 404 as a missing trip). */
export async function createInvite(
  userId: string,
  tripId: number,
  now = new Date(),
): Promise<{ token: string; tripId: number; expiresAt: string }> {
  await assertTripOwner(userId, tripId);
  const db = await getDb();
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await db.insert(tripInvites).values({ token, tripId, createdBy: userId, expiresAt });
  return { token, tripId, expiresAt: expiresAt.toISOString() };
}

// An invite is live while it is unexpired and not withdrawn; it is open while live and unused.
const isLive = (token: string, now: Date) =>
  and(eq(tripInvites.token, token), gt(tripInvites.expiresAt, now), isNull(tripInvites.withdrawnAt));

/**
 * Joins the trip an open invite names. An invite lets one person in: whoever joins with it first.
 * Joining again while still on the trip changes nothing; the owner joining their own trip is a
 * no-op. Someone the owner revoked stays out, whatever invite they bring. The visitor record must
 * exist (ensureVisitor).
 */
export async function acceptInvite(userId: string, token: string, now = new Date()): Promise<{ tripId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // The lock makes two people racing with one invite take turns: the second sees it used.
    const [invite] = await tx
      .select({ tripId: tripInvites.tripId, owner: trips.owner })
      .from(tripInvites)
      .innerJoin(trips, eq(trips.tripId, tripInvites.tripId))
      .where(isLive(token, now))
      .limit(1)
      .for('update', { of: tripInvites });
    if (!invite) throw notFound(INVITE_NOT_VALID);
    if (invite.owner === userId) return { tripId: invite.tripId };
    const [member] = await tx
      .select({ revokedAt: tripCollaborators.revokedAt })
      .from(tripCollaborators)
      .where(and(eq(tripCollaborators.tripId, invite.tripId), eq(tripCollaborators.userId, userId)))
      .limit(1);
    if (member) {
      if (member.revokedAt) throw notFound(INVITE_NOT_VALID);
      return { tripId: invite.tripId };
    }
    const [used] = await tx
      .select({ userId: tripCollaborators.userId })
      .from(tripCollaborators)
      .where(eq(tripCollaborators.inviteToken, token))
      .limit(1);
    if (used) throw notFound(INVITE_NOT_VALID);
    await tx.insert(tripCollaborators).values({ tripId: invite.tripId, userId, inviteToken: token });
    return { tripId: invite.tripId };
  });
}

/** The owner takes back an invite nobody has used yet; from then on it answers as expired. */
export async function withdrawInvite(
  ownerId: string,
  tripId: number,
  token: string,
  now = new Date(),
): Promise<{ token: string; withdrawn: true }> {
  await assertTripOwner(ownerId, tripId);
  const open = (await listOpenInvites(ownerId, tripId, now)).some((invite) => invite.token === token);
  if (!open) throw notFound('No open invite with this token.');
  const db = await getDb();
  await db
    .update(tripInvites)
    .set({ withdrawnAt: now })
    .where(and(eq(tripInvites.tripId, tripId), isLive(token, now)));
  return { token, withdrawn: true };
}

/** The owner's invites that can still be used, oldest first. */
export async function listOpenInvites(ownerId: string, tripId: number, now = new Date()): Promise<OpenInvite[]> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const rows = await db
    .select({ token: tripInvites.token, expiresAt: tripInvites.expiresAt })
    .from(tripInvites)
    .leftJoin(tripCollaborators, eq(tripCollaborators.inviteToken, tripInvites.token))
    .where(
      and(
        eq(tripInvites.tripId, tripId),
        gt(tripInvites.expiresAt, now),
        isNull(tripInvites.withdrawnAt),
        isNull(tripCollaborators.userId),
      ),
    )
    .orderBy(asc(tripInvites.createdAt), asc(tripInvites.token));
  return rows.map((r) => ({
    token: r.token,
    path: invitePath(tripId, r.token),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

export type InviteForVisitor =
  { state: 'open' | 'joined'; tripId: number; tripName: string; inviterEmail: string } | { state: 'closed' };

/**
 * What the invite page shows for a token: `open` (it can be used: name the trip and who invited),
 * `joined` (the visitor already plans this trip, or owns it) or `closed` (unknown, for another
 * trip, expired, withdrawn, used by someone else, or the visitor was revoked). Holding a live
 * token is enough to learn the trip's name and the inviter's email, signed out too.
 */
export async function describeInvite(
  token: string,
  tripId: number,
  userId: string | null,
  now = new Date(),
): Promise<InviteForVisitor> {
  if (!InviteTokenSchema.safeParse({ token }).success) return { state: 'closed' };
  const db = await getDb();
  const [invite] = await db
    .select({
      tripId: tripInvites.tripId,
      owner: trips.owner,
      tripName: trips.name,
      inviterEmail: visitors.email,
      expiresAt: tripInvites.expiresAt,
      withdrawnAt: tripInvites.withdrawnAt,
      usedBy: tripCollaborators.userId,
    })
    .from(tripInvites)
    .innerJoin(trips, eq(trips.tripId, tripInvites.tripId))
    .innerJoin(visitors, eq(visitors.userId, tripInvites.createdBy))
    .leftJoin(tripCollaborators, eq(tripCollaborators.inviteToken, tripInvites.token))
    .where(eq(tripInvites.token, token))
    .limit(1);
  if (!invite || invite.tripId !== tripId) return { state: 'closed' };
  const shown = { tripId, tripName: invite.tripName, inviterEmail: invite.inviterEmail };
  if (userId === invite.owner) return { state: 'joined', ...shown };
  if (userId) {
    const [member] = await db
      .select({ revokedAt: tripCollaborators.revokedAt })
      .from(tripCollaborators)
      .where(and(eq(tripCollaborators.tripId, tripId), eq(tripCollaborators.userId, userId)))
      .limit(1);
    if (member) return member.revokedAt ? { state: 'closed' } : { state: 'joined', ...shown };
  }
  const live = invite.expiresAt > now && !invite.withdrawnAt && !invite.usedBy;
  return live ? { state: 'open', ...shown } : { state: 'closed' };
}
