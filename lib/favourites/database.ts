import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { favourites, locations } from '@/lib/db/schema';
import { LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { dbId } from '@/lib/validation/fields';

export const FavouriteIdsSchema = z.object({
  ids: z
    .array(dbId('must be a location id'), { error: 'must be a list of location ids' })
    .max(LOCATION_SEARCH_LIMIT, `must hold at most ${LOCATION_SEARCH_LIMIT} ids`),
});

/** The user's favourite location ids, oldest first. */
export async function listFavourites(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: favourites.locationId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.locationId));
  return rows.map((r) => r.id);
}

/**
 * Adds places to the user's favourites and returns the whole list: the union of what was kept and
 * what was sent, so the sign-in merge of a browser's favourites can run any number of times.
 * Ids of places that no longer exist are skipped. The visitor record must exist (ensureVisitor).
 */
export async function addFavourites(userId: string, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const db = await getDb();
    const known = await db.select({ id: locations.id }).from(locations).where(inArray(locations.id, unique));
    if (known.length > 0) {
      await db
        .insert(favourites)
        .values(known.map((k) => ({ userId, locationId: k.id })))
        .onConflictDoNothing();
    }
  }
  return listFavourites(userId);
}

export async function removeFavourites(userId: string, ids: number[]): Promise<number[]> {
  if (ids.length > 0) {
    const db = await getDb();
    await db.delete(favourites).where(and(eq(favourites.userId, userId), inArray(favourites.locationId, ids)));
  }
  return listFavourites(userId);
}
