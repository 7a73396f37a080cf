import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Db } from '@/lib/db/client';
import { idpKeys } from '@/lib/db/schema';
import { LOCAL_POOL } from './config';

type SigningKey = { kid: string; privateKey: CryptoKey | Uint8Array; publicJwk: JWK };

// Any fixed 64-bit number that no other code uses as an advisory lock key.
export const KEY_LOCK = '27413359374721378';

const oldestFirst = [asc(idpKeys.createdAt), asc(idpKeys.kid)];

async function fromRow(row: typeof idpKeys.$inferSelect): Promise<SigningKey> {
  return { kid: row.kid, privateKey: await importJWK(row.privateJwk as JWK, 'RS256'), publicJwk: row.publicJwk as JWK };
}

/**
 * The pool's RS256 signing key, created on first use and kept in the database. Every copy of the
 * site signs with the same one: the oldest key (then the lowest kid), and a key is only created
 * under a transaction advisory lock after checking again that none exists, so copies that start
 * together create one key between them.
 */
export async function getSigningKey(db: Db): Promise<SigningKey> {
  const [existing] = await db
    .select()
    .from(idpKeys)
    .orderBy(...oldestFirst)
    .limit(1);
  if (existing) return fromRow(existing);
  // The key pair is made outside the lock: it takes tens of milliseconds, and a copy that loses
  // the race simply throws its pair away.
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const stored = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${KEY_LOCK})`));
    const [winner] = await tx
      .select()
      .from(idpKeys)
      .orderBy(...oldestFirst)
      .limit(1);
    if (winner) return winner;
    const [inserted] = await tx.insert(idpKeys).values({ kid, publicJwk, privateJwk }).returning();
    return inserted;
  });
  if (!stored) throw new Error('The signing key could not be stored.');
  return fromRow(stored);
}

/** The public keys, as served at /idp/.well-known/jwks.json. */
export async function getJwks(db: Db): Promise<{ keys: JWK[] }> {
  const rows = await db.select({ publicJwk: idpKeys.publicJwk }).from(idpKeys);
  if (rows.length === 0) return { keys: [(await getSigningKey(db)).publicJwk] };
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}

export type IdTokenClaims = {
  sub: string;
  email: string;
  emailVerified?: boolean;
  originJti?: string;
  eventId?: string;
};

/** Signs an ID token with the claims Cognito puts in one. */
export async function signIdToken(
  db: Db,
  claims: IdTokenClaims,
  ttlSeconds: number = LOCAL_POOL.idTokenTtlSeconds,
): Promise<string> {
  const key = await getSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: claims.emailVerified ?? true,
    token_use: 'id',
    'cognito:username': claims.sub,
    auth_time: now,
    // Cognito's session claims: the site refuses an ID token whose session was signed out.
    ...(claims.originJti ? { origin_jti: claims.originJti } : {}),
    ...(claims.eventId ? { event_id: claims.eventId } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(claims.sub)
    .setIssuer(LOCAL_POOL.issuer)
    .setAudience(LOCAL_POOL.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}
