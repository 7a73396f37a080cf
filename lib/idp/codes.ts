import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpCodes } from '@/lib/db/schema';
import { LOCAL_POOL, type CodePurpose } from './config';
import { idpErrors } from './errors';

function hashCode(sub: string, code: string): string {
  return createHash('sha256').update(`${sub}:${code}`).digest('hex');
}

/** Issues a fresh 6-digit code; earlier unused codes of the same purpose stop working. */
export async function issueCode(db: Db, sub: string, purpose: CodePurpose): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const ttl = purpose === 'reset' ? LOCAL_POOL.resetCodeTtlMs : LOCAL_POOL.signUpCodeTtlMs;
  const now = new Date();
  const [sent] = await db
    .select({ n: count() })
    .from(idpCodes)
    .where(
      and(
        eq(idpCodes.sub, sub),
        eq(idpCodes.purpose, purpose),
        gt(idpCodes.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  if ((sent?.n ?? 0) >= LOCAL_POOL.maxCodesPerHour) throw idpErrors.limitExceeded();
  await db
    .update(idpCodes)
    .set({ usedAt: now })
    .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose), isNull(idpCodes.usedAt)));
  await db.insert(idpCodes).values({
    sub,
    purpose,
    codeHash: hashCode(sub, code),
    expiresAt: new Date(now.getTime() + ttl),
  });
  return code;
}

/**
 * Uses up the current code if it matches. A wrong code is CodeMismatchException; a code past its
 * expiry (or none issued) is ExpiredCodeException, as Cognito answers.
 */
export async function consumeCode(db: Db, sub: string, purpose: CodePurpose, code: string): Promise<void> {
  const [current] = await db
    .select()
    .from(idpCodes)
    .where(and(eq(idpCodes.sub, sub), eq(idpCodes.purpose, purpose), isNull(idpCodes.usedAt)))
    .orderBy(desc(idpCodes.id))
    .limit(1);
  if (!current) throw idpErrors.expiredCode();
  if (current.codeHash !== hashCode(sub, code)) throw idpErrors.codeMismatch();
  if (current.expiresAt <= new Date()) throw idpErrors.expiredCode();
  const used = await db
    .update(idpCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(idpCodes.id, current.id), isNull(idpCodes.usedAt)))
    .returning({ id: idpCodes.id });
  if (used.length === 0) throw idpErrors.expiredCode();
}
