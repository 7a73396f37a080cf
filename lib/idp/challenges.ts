import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpChallenges } from '@/lib/db/schema';

/** Cognito's sign-in sessions last three minutes. */
const CHALLENGE_TTL_MS = 3 * 60 * 1000;

export type ChallengeName = 'PASSWORD_VERIFIER' | 'NEW_PASSWORD_REQUIRED';

const hashId = (token: string) => createHash('sha256').update(token).digest('hex');

/** Keeps a challenge's server state and returns the opaque handle the client sends back (SECRET_BLOCK or Session). */
export async function storeChallenge(
  db: Db,
  sub: string,
  name: ChallengeName,
  state: Record<string, string>,
): Promise<string> {
  const token = randomBytes(name === 'PASSWORD_VERIFIER' ? 96 : 48).toString('base64');
  await db
    .insert(idpChallenges)
    .values({ idHash: hashId(token), sub, name, state, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
  // Abandoned challenges are dead rows; a small share of sign-ins sweeps them away.
  if (Math.random() < 0.02) await db.delete(idpChallenges).where(lt(idpChallenges.expiresAt, new Date()));
  return token;
}

/** Takes a challenge once: a second answer to the same handle, or a late one, finds nothing. */
export async function takeChallenge(
  db: Db,
  token: string,
  name: ChallengeName,
): Promise<{ sub: string; state: Record<string, string> } | undefined> {
  const [row] = await db
    .delete(idpChallenges)
    .where(
      and(
        eq(idpChallenges.idHash, hashId(token)),
        eq(idpChallenges.name, name),
        gt(idpChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ sub: idpChallenges.sub, state: idpChallenges.state });
  return row;
}
