import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { normalizeEmail } from '@/lib/mail/address';
import { isCognitoEmailUsername } from '@/lib/validation/patterns';
import { isStorableText } from '@/lib/validation/text';
import { LOCAL_POOL } from './config';
import { idpErrors } from './errors';
import { hashPassword } from './password';
import { createVerifier } from './srp';

export type PoolUser = typeof idpUsers.$inferSelect;

/**
 * Email is the username; like Cognito's case-insensitive pools, it is compared in lower case, and
 * without a trailing dot (lib/mail/address.ts), so one mailbox is one account.
 */
export function normalizeUsername(username: unknown): string {
  if (typeof username !== 'string' || username.trim() === '') {
    throw idpErrors.invalidParameter(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null",
    );
  }
  // Cognito's own pattern admits no control characters; PostgreSQL could not compare one anyway.
  if (!isStorableText(username)) {
    throw idpErrors.invalidParameter(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+",
    );
  }
  return normalizeEmail(username);
}

export function assertEmailUsername(username: string): void {
  if (!isCognitoEmailUsername(username)) throw idpErrors.usernameNotEmail();
}

export async function findUserByEmail(db: Db, email: string): Promise<PoolUser | undefined> {
  const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email)).limit(1);
  return user;
}

export async function findUserBySub(db: Db, sub: string): Promise<PoolUser | undefined> {
  const [user] = await db.select().from(idpUsers).where(eq(idpUsers.sub, sub)).limit(1);
  return user;
}

/** The stored forms of a password: the scrypt hash (USER_PASSWORD_AUTH) and the SRP verifier (USER_SRP_AUTH). */
export async function passwordColumns(sub: string, password: string) {
  const { salt, verifier } = createVerifier(sub, password);
  return { passwordHash: await hashPassword(password), srpSalt: salt, srpVerifier: verifier };
}

export async function createUser(
  db: Db,
  email: string,
  password: string,
  confirmed = false,
  attributes: Record<string, string> = {},
): Promise<PoolUser> {
  const sub = randomUUID();
  const [user] = await db
    .insert(idpUsers)
    .values({
      sub,
      email,
      ...(await passwordColumns(sub, password)),
      status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
      emailVerified: confirmed ? 1 : 0,
      attributes,
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
    .set({ ...(await passwordColumns(sub, password)), failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(idpUsers.sub, sub));
}

export async function deleteUser(db: Db, sub: string): Promise<void> {
  await db.delete(idpUsers).where(eq(idpUsers.sub, sub));
}

/**
 * Counts one sign-in or code attempt before the check runs, in one atomic UPDATE, so parallel
 * guesses cannot all read "4 failures so far" and each get a check. Throws LimitExceededException
 * while the user is locked, or once the attempts in flight exceed the budget (which locks).
 * Returns the attempt's number, for recordFailure.
 */
export async function beginAttempt(db: Db, sub: string): Promise<number> {
  const now = new Date();
  const [row] = await db
    .update(idpUsers)
    .set({ failedAttempts: sql`${idpUsers.failedAttempts} + 1` })
    .where(and(eq(idpUsers.sub, sub), or(isNull(idpUsers.lockedUntil), lte(idpUsers.lockedUntil, now))))
    .returning({ attempt: idpUsers.failedAttempts });
  if (!row) throw idpErrors.limitExceeded();
  if (row.attempt > LOCAL_POOL.maxFailedAttempts) {
    await recordFailure(db, sub, row.attempt);
    throw idpErrors.limitExceeded();
  }
  return row.attempt;
}

/** A failed check: its attempt stays counted, and the fifth locks the user for 15 minutes. */
export async function recordFailure(db: Db, sub: string, attempt: number): Promise<void> {
  if (attempt < LOCAL_POOL.maxFailedAttempts) return;
  await db
    .update(idpUsers)
    .set({ failedAttempts: 0, lockedUntil: new Date(Date.now() + LOCAL_POOL.lockMs), updatedAt: new Date() })
    .where(and(eq(idpUsers.sub, sub), gte(idpUsers.failedAttempts, LOCAL_POOL.maxFailedAttempts)));
}

export async function clearFailures(db: Db, sub: string): Promise<void> {
  await db.update(idpUsers).set({ failedAttempts: 0, lockedUntil: null }).where(eq(idpUsers.sub, sub));
}
