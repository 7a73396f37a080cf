import { lt, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { clientAddress } from './client-address';

export type RateLimit = { max: number; windowMs: number };

/** The public form endpoints: generous for a person, a wall for a script. */
export const FORM_RATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export { clientAddress } from './client-address';

/**
 * Counts one request against a fixed window and returns the count so far in that window. The
 * counter lives in the database (one upsert, atomic) so every server copy shares it.
 */
export async function countRequest(key: string, limit: RateLimit): Promise<{ count: number; resetAt: Date }> {
  const db = await getDb();
  const windowEndsAt = new Date(Date.now() + limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.windowEndsAt });
  // Expired windows are dead rows; a small share of requests sweeps them away.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, new Date()));
  return row ?? { count: 1, resetAt: windowEndsAt };
}

/** Hands back one counted request (a guess that turned out right), within the same window. */
export async function refundRequest(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowEndsAt} > now()`);
}

/** Throws a 429 once a caller has used up the window for this route. */
export async function enforceRateLimit(
  request: Request,
  routeName: string,
  limit: RateLimit = FORM_RATE_LIMIT,
): Promise<void> {
  const { count } = await countRequest(`${routeName}:${clientAddress(request)}`, limit);
  if (count > limit.max) throw new ApiError(429, RATE_LIMITED_MESSAGE);
}
