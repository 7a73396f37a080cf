import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { unauthorized } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { getJwks } from '@/lib/idp/keys';
import { LOCAL_POOL } from '@/lib/idp/config';
import { isSessionRevoked } from '@/lib/idp/tokens';

export type Caller = { userId: string; email: string };

type CognitoVerifier = { verify: (token: string) => Promise<Record<string, unknown>> };
let cognitoVerifier: CognitoVerifier | undefined;

async function verifyWithCognito(token: string): Promise<Record<string, unknown>> {
  if (!cognitoVerifier) {
    const { CognitoJwtVerifier } = await import('aws-jwt-verify');
    cognitoVerifier = CognitoJwtVerifier.create({
      userPoolId: env().COGNITO_USER_POOL_ID!,
      clientId: env().COGNITO_CLIENT_ID!,
      tokenUse: 'id',
    }) as unknown as CognitoVerifier;
  }
  return cognitoVerifier.verify(token);
}

type Db = Awaited<ReturnType<typeof getDb>>;
const JWKS_TTL_MS = 5 * 60 * 1000;
// The pool's public keys change only when the pool makes a new one, so each database's key set is
// kept for a few minutes instead of being read and imported on every request.
const jwksCache = new WeakMap<Db, { keySet: JWTVerifyGetKey; loadedAt: number }>();

async function localKeySet(db: Db, reload = false): Promise<JWTVerifyGetKey> {
  const cached = jwksCache.get(db);
  if (cached && !reload && Date.now() - cached.loadedAt < JWKS_TTL_MS) return cached.keySet;
  const keySet = createLocalJWKSet(await getJwks(db));
  jwksCache.set(db, { keySet, loadedAt: Date.now() });
  return keySet;
}

async function verifyWithLocalPool(token: string): Promise<Record<string, unknown>> {
  const db = await getDb();
  const options = { issuer: LOCAL_POOL.issuer, audience: LOCAL_POOL.clientId, algorithms: ['RS256'] };
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await localKeySet(db), options));
  } catch (error) {
    // A key made after the cache was filled: read the keys again, once.
    if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw error;
    ({ payload } = await jwtVerify(token, await localKeySet(db, true), options));
  }
  if (payload.token_use !== 'id') throw new Error('not an ID token');
  // Signed out (GlobalSignOut, RevokeToken, a password change elsewhere): refused, as Cognito's
  // own APIs refuse the session's access token. Tokens from before sessions carry no origin_jti.
  // One primary-key lookup per request, uncached, so a sign-out is seen at once by every server copy.
  if (payload.origin_jti !== undefined && (await isSessionRevoked(db, payload.origin_jti)))
    throw new Error('session revoked');
  return payload;
}

let remoteKeys: { url: string; keySet: JWTVerifyGetKey } | undefined;

/**
 * A token of another copy's built-in pool (COGNITO_ENDPOINT): checked against that pool's JWKS,
 * which jose fetches and keeps (refetching for an unknown key id). Its revocations reach this copy
 * through verifiedSession's live check, as Cognito's do.
 */
async function verifyWithRemotePool(token: string, endpoint: string): Promise<Record<string, unknown>> {
  const url = `${endpoint.replace(/\/+$/, '')}/.well-known/jwks.json`;
  if (remoteKeys?.url !== url) remoteKeys = { url, keySet: createRemoteJWKSet(new URL(url)) };
  const { payload } = await jwtVerify(token, remoteKeys.keySet, {
    issuer: LOCAL_POOL.issuer,
    audience: LOCAL_POOL.clientId,
    algorithms: ['RS256'],
  });
  if (payload.token_use !== 'id') throw new Error('not an ID token');
  return payload;
}

function verifyWithPool(token: string): Promise<Record<string, unknown>> {
  if (env().COGNITO_USER_POOL_ID) return verifyWithCognito(token);
  const remote = env().COGNITO_ENDPOINT;
  return remote ? verifyWithRemotePool(token, remote) : verifyWithLocalPool(token);
}

/** Verifies an ID token from the configured pool and returns who it belongs to. */
export async function verifyIdToken(token: string): Promise<Caller> {
  const claims = await verifyWithPool(token);
  const sub = claims.sub;
  const email = claims.email;
  if (typeof sub !== 'string' || typeof email !== 'string') throw new Error('token lacks sub or email');
  return { userId: sub, email };
}

/** The caller named by the request's `Authorization: Bearer <ID token>`, or a 401. */
export async function requireCaller(request: Request): Promise<Caller> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  try {
    return await verifyIdToken(match[1]);
  } catch {
    throw unauthorized('The bearer ID token is invalid or has expired.');
  }
}
