import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visitors } from '@/lib/db/schema';
import { cookies } from 'next/headers';
import { getToken } from 'next-auth/jwt';
import { auth } from './index';
import { authSecret } from './secret';
import type { PoolTokens } from './pool';

/** The signed-in user's pool tokens (server-side only), or null. */
export async function getSessionTokens(): Promise<PoolTokens | null> {
  const session = await auth();
  return session?.pool ?? null;
}

/**
 * Deletes everything the site keeps about a user: the visitor record, and with it (by the schema's
 * cascades) their trips, favourites, collaborations and invites.
 */
export async function deleteVisitorData(userId: string): Promise<void> {
  const db = await getDb();
  await db.delete(visitors).where(eq(visitors.userId, userId));
}

/**
 * The session that next-auth's signIn just set in this server action. auth() still reads the
 * request's cookies, so the new cookie is decoded from the action's cookie store instead.
 */
export async function sessionFromResponseCookies(): Promise<PoolTokens | null> {
  const jar = await cookies();
  const cookie = jar
    .getAll()
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const req = { headers: new Headers({ cookie }) };
  for (const secureCookie of [true, false]) {
    const token = await getToken({ req, secret: authSecret(), secureCookie });
    if (token?.pool) return token.pool;
  }
  return null;
}
