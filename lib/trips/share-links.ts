import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { tripShareLinks, trips } from '@/lib/db/schema';
import { text } from '@/lib/validation/fields';
import { assertTripOwner } from './collaborators';
import { getTripForUser } from './database';
import type { Trip } from './types';

export const ShareTokenSchema = z.object({
  token: text({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{20,64}$/, 'is not a share token'),
});

export const sharedTripPath = (token: string) => `/trip/shared/${token}`;

export type ShareLink = { token: string; path: string; createdAt: string };

/** The owner makes a read-only link to their trip: anyone holding it may read the trip, signed out too. */
export async function createShareLink(ownerId: string, tripId: number): Promise<ShareLink> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(tripShareLinks)
    .values({ token, tripId, createdBy: ownerId })
    .returning({ createdAt: tripShareLinks.createdAt });
  return { token, path: sharedTripPath(token), createdAt: row!.createdAt.toISOString() };
}

/** The owner's read-only links that still work, oldest first. */
export async function listShareLinks(ownerId: string, tripId: number): Promise<ShareLink[]> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const rows = await db
    .select({ token: tripShareLinks.token, createdAt: tripShareLinks.createdAt })
    .from(tripShareLinks)
    .where(and(eq(tripShareLinks.tripId, tripId), isNull(tripShareLinks.revokedAt)))
    .orderBy(asc(tripShareLinks.createdAt), asc(tripShareLinks.token));
  return rows.map((r) => ({ token: r.token, path: sharedTripPath(r.token), createdAt: r.createdAt.toISOString() }));
}

/** The owner stops a read-only link: from then on it is the site's 404. */
export async function revokeShareLink(
  ownerId: string,
  tripId: number,
  token: string,
): Promise<{ token: string; revoked: true }> {
  await assertTripOwner(ownerId, tripId);
  const db = await getDb();
  const revoked = await db
    .update(tripShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(tripShareLinks.token, token), eq(tripShareLinks.tripId, tripId), isNull(tripShareLinks.revokedAt)))
    .returning({ token: tripShareLinks.token });
  if (revoked.length === 0) throw notFound('No shared link with this token.');
  return { token, revoked: true };
}

/** The trip a read-only link shows, or null when the token is unknown or revoked. Only the owner's own links count. */
export async function getSharedTrip(token: string): Promise<Trip | null> {
  if (!ShareTokenSchema.safeParse({ token }).success) return null;
  const db = await getDb();
  const [link] = await db
    .select({ tripId: trips.tripId, owner: trips.owner })
    .from(tripShareLinks)
    .innerJoin(trips, and(eq(trips.tripId, tripShareLinks.tripId), eq(trips.owner, tripShareLinks.createdBy)))
    .where(and(eq(tripShareLinks.token, token), isNull(tripShareLinks.revokedAt)))
    .limit(1);
  return link ? getTripForUser(link.owner, link.tripId) : null;
}
