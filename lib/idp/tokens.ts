import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/lib/db/client';
import { idpRefreshTokens, idpSessions } from '@/lib/db/schema';
import { LOCAL_POOL } from './config';
import { idpErrors } from './errors';
import { getJwks, getSigningKey, signIdToken } from './keys';
import type { PoolUser } from './users';

export type AuthenticationResult = {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What ties a token to its sign-in: one origin_jti per session, a fresh event_id per sign-in or refresh. */
export type TokenOrigin = { originJti: string; eventId: string };

/** An access token shaped like Cognito's (`token_use: access`, `client_id`, `username`, `origin_jti`). */
export async function signAccessToken(db: Db, user: Pick<PoolUser, 'sub'>, origin: TokenOrigin): Promise<string> {
  const key = await getSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'access',
    client_id: LOCAL_POOL.clientId,
    username: user.sub,
    scope: 'aws.cognito.signin.user.admin',
    auth_time: now,
    origin_jti: origin.originJti,
    event_id: origin.eventId,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(user.sub)
    .setIssuer(LOCAL_POOL.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + LOCAL_POOL.idTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

async function issueRefreshToken(db: Db, sub: string, originJti: string): Promise<string> {
  const token = randomBytes(48).toString('base64url');
  await db.insert(idpRefreshTokens).values({
    tokenHash: hashToken(token),
    sub,
    originJti,
    expiresAt: new Date(Date.now() + LOCAL_POOL.refreshTokenTtlSeconds * 1000),
  });
  return token;
}

/**
 * The tokens of a successful sign-in (a new session, with a refresh token) or of a refresh (the
 * refresh token's session, and no refresh token, as Cognito does).
 */
export async function authenticationResult(db: Db, user: PoolUser, refreshOf?: string): Promise<AuthenticationResult> {
  const origin = { originJti: refreshOf ?? randomUUID(), eventId: randomUUID() };
  if (!refreshOf) await db.insert(idpSessions).values({ originJti: origin.originJti, sub: user.sub });
  const [IdToken, AccessToken] = await Promise.all([
    signIdToken(db, { sub: user.sub, email: user.email, emailVerified: user.emailVerified === 1, ...origin }),
    signAccessToken(db, user, origin),
  ]);
  const result: AuthenticationResult = {
    AccessToken,
    IdToken,
    ExpiresIn: LOCAL_POOL.idTokenTtlSeconds,
    TokenType: 'Bearer',
  };
  if (!refreshOf) result.RefreshToken = await issueRefreshToken(db, user.sub, origin.originJti);
  return result;
}

/**
 * The user and session a refresh token belongs to, or Cognito's NotAuthorizedException. A token
 * from before sessions existed gets a session of its own, so it keeps working and can be revoked.
 */
export async function refreshTokenSession(db: Db, token: unknown): Promise<{ sub: string; originJti: string }> {
  if (typeof token !== 'string' || token === '') throw idpErrors.invalidRefreshToken();
  const [row] = await db
    .select()
    .from(idpRefreshTokens)
    .where(eq(idpRefreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw idpErrors.invalidRefreshToken();
  if (row.revokedAt) throw idpErrors.revokedRefreshToken();
  if (row.expiresAt <= new Date()) throw idpErrors.expiredRefreshToken();
  if (!row.originJti) {
    const originJti = randomUUID();
    await db.insert(idpSessions).values({ originJti, sub: row.sub });
    await db.update(idpRefreshTokens).set({ originJti }).where(eq(idpRefreshTokens.tokenHash, row.tokenHash));
    return { sub: row.sub, originJti };
  }
  if (await isSessionRevoked(db, row.originJti)) throw idpErrors.revokedRefreshToken();
  return { sub: row.sub, originJti: row.originJti };
}

/** Whether the session behind a token has ended. An origin_jti this pool never issued counts as ended. */
export async function isSessionRevoked(db: Db, originJti: unknown): Promise<boolean> {
  if (typeof originJti !== 'string' || originJti === '') return true;
  const [row] = await db
    .select({ revokedAt: idpSessions.revokedAt })
    .from(idpSessions)
    .where(eq(idpSessions.originJti, originJti))
    .limit(1);
  return !row || row.revokedAt !== null;
}

/**
 * Ends sessions of a user: all of them (GlobalSignOut, a reset), or all but one (ChangePassword
 * keeps the caller's). Their refresh tokens are revoked with them.
 */
export async function revokeSessions(db: Db, sub: string, except?: string): Promise<void> {
  const now = new Date();
  const keep = except ? [ne(idpSessions.originJti, except)] : [];
  await db
    .update(idpSessions)
    .set({ revokedAt: now })
    .where(and(eq(idpSessions.sub, sub), isNull(idpSessions.revokedAt), ...keep));
  const keepToken = except ? [or(isNull(idpRefreshTokens.originJti), ne(idpRefreshTokens.originJti, except))] : [];
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(idpRefreshTokens.sub, sub), isNull(idpRefreshTokens.revokedAt), ...keepToken));
}

/** RevokeToken: ends the session of one refresh token. Unknown tokens are ignored, as RFC 7009 asks. */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(idpRefreshTokens)
    .where(eq(idpRefreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return;
  const now = new Date();
  await db.update(idpRefreshTokens).set({ revokedAt: now }).where(eq(idpRefreshTokens.tokenHash, row.tokenHash));
  if (row.originJti)
    await db.update(idpSessions).set({ revokedAt: now }).where(eq(idpSessions.originJti, row.originJti));
}

/** The `sub` and session of a valid access token of this pool; a revoked session's token is refused. */
export async function accessTokenSession(db: Db, token: unknown): Promise<{ sub: string; originJti: string }> {
  if (typeof token !== 'string' || token === '') throw idpErrors.invalidAccessToken();
  let claims: { sub: string; originJti: string };
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getJwks(db)), {
      issuer: LOCAL_POOL.issuer,
      algorithms: ['RS256'],
    });
    if (payload.token_use !== 'access' || payload.client_id !== LOCAL_POOL.clientId || !payload.sub) {
      throw idpErrors.invalidAccessToken();
    }
    claims = { sub: payload.sub, originJti: String(payload.origin_jti ?? '') };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw idpErrors.expiredAccessToken();
    throw idpErrors.invalidAccessToken();
  }
  // Tokens signed before sessions existed carry no origin_jti; they lapse within the hour.
  if (claims.originJti && (await isSessionRevoked(db, claims.originJti))) throw idpErrors.revokedAccessToken();
  return claims;
}
