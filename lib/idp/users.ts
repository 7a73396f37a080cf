import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { LOCAL_POOL } from './config';
import { idpErrors } from './errors';
import { hashPassword } from './password';

export type PoolUser = typeof idpUsers.$inferSelect;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email is the username; like Cognito's case-insensitive pools, it is compared in lower case. */
export function normalizeUsername(username: unknown): string {
  if (typeof username !== 'string' || username.trim() === '') {
    throw idpErrors.invalidParameter('1 validation error detected: Value at \'username\' failed to satisfy constraint: Member must not be null');
  }
  return username.trim().toLowerCase();
}

export function assertEmailUsername(username: string): void {
  if (!EMAIL_PATTERN.test(username)) throw idpErrors.usernameNotEmail();
}

export async function findUserByEmail(db: Db, email: string): Promise<PoolUser | undefined> {
  const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email)).limit(1);
  return user;
}

export async function findUserBySub(db: Db, sub: string): Promise<PoolUser | undefined> {
  const [user] = await db.select().from(idpUsers).where(eq(idpUsers.sub, sub)).limit(1);
  return user;
}

export async function createUser(db: Db, email: string, password: string, confirmed = false): Promise<PoolUser> {
  const [user] = await db
    .insert(idpUsers)
    .values({
      sub: randomUUID(),
      email,
      passwordHash: await hashPassword(password),
      status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
      emailVerified: confirmed ? 1 : 0,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw idpErrors.usernameExists();
  return user;
}

export async function confirmUser(db: Db, sub: string): Promise<void> {
  await db
    .update(idpUsers)
    .set({ status: 'CONFIRMED', emailVerified: 1, failedAttempts: 0, updatedAt: new Date() })
    .where(eq(idpUsers.sub, sub));
}

export async function setPassword(db: Db, sub: string, password: string): Promise<void> {
  await db
    .update(idpUsers)
    .set({ passwordHash: await hashPassword(password), failedAttempts: 0, updatedAt: new Date() })
    .where(eq(idpUsers.sub, sub));
}

export async function deleteUser(db: Db, sub: string): Promise<void> {
  await db.delete(idpUsers).where(eq(idpUsers.sub, sub));
}

/** Throws LimitExceededException while the user is locked after too many failures. */
export function assertNotLocked(user: PoolUser, now = new Date()): void {
  if (user.lockedUntil && user.lockedUntil > now) throw idpErrors.limitExceeded();
}

/** Counts one failed sign-in or code attempt; the fifth locks the user for 15 minutes. */
export async function recordFailure(db: Db, sub: string): Promise<void> {
  const lockUntil = new Date(Date.now() + LOCAL_POOL.lockMs);
  await db
    .update(idpUsers)
    .set({
      failedAttempts: sql`case when ${idpUsers.failedAttempts} + 1 >= ${LOCAL_POOL.maxFailedAttempts} then 0 else ${idpUsers.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${idpUsers.failedAttempts} + 1 >= ${LOCAL_POOL.maxFailedAttempts} then ${lockUntil.toISOString()}::timestamptz else ${idpUsers.lockedUntil} end`,
      updatedAt: new Date(),
    })
    .where(eq(idpUsers.sub, sub));
}

export async function clearFailures(db: Db, sub: string): Promise<void> {
  await db.update(idpUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(idpUsers.sub, sub));
}
