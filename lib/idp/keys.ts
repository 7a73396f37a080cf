import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Db } from '@/lib/db/client';
import { idpKeys } from '@/lib/db/schema';
import { LOCAL_POOL } from './config';

type SigningKey = { kid: string; privateKey: CryptoKey | Uint8Array; publicJwk: JWK };

/** The pool's RS256 signing key, created on first use and kept in the database. */
export async function getSigningKey(db: Db): Promise<SigningKey> {
  const [existing] = await db.select().from(idpKeys).limit(1);
  if (existing) {
    const privateKey = await importJWK(existing.privateJwk as JWK, 'RS256');
    return { kid: existing.kid, privateKey, publicJwk: existing.publicJwk as JWK };
  }
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  // Two first requests may race; the loser reads the winner's key.
  await db.insert(idpKeys).values({ kid, publicJwk, privateJwk }).onConflictDoNothing();
  const [stored] = await db.select().from(idpKeys).limit(1);
  if (!stored) throw new Error('The signing key could not be stored.');
  return { kid: stored.kid, privateKey: await importJWK(stored.privateJwk as JWK, 'RS256'), publicJwk: stored.publicJwk as JWK };
}

/** The public keys, as served at /idp/.well-known/jwks.json. */
export async function getJwks(db: Db): Promise<{ keys: JWK[] }> {
  const rows = await db.select({ publicJwk: idpKeys.publicJwk }).from(idpKeys);
  if (rows.length === 0) return { keys: [(await getSigningKey(db)).publicJwk] };
  return { keys: rows.map((r) => r.publicJwk as JWK) };
}

export type IdTokenClaims = { sub: string; email: string; emailVerified?: boolean };

/** Signs an ID token with the claims Cognito puts in one. */
export async function signIdToken(db: Db, claims: IdTokenClaims, ttlSeconds: number = LOCAL_POOL.idTokenTtlSeconds): Promise<string> {
  const key = await getSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    email_verified: claims.emailVerified ?? true,
    token_use: 'id',
    'cognito:username': claims.sub,
    auth_time: now,
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
