import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/lib/db/client';
import { idpRefreshTokens } from '@/lib/db/schema';
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

/** An access token shaped like Cognito's (`token_use: access`, `client_id`, `username`). */
export async function signAccessToken(db: Db, user: Pick<PoolUser, 'sub'>): Promise<string> {
  const key = await getSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    token_use: 'access',
    client_id: LOCAL_POOL.clientId,
    username: user.sub,
    scope: 'aws.cognito.signin.user.admin',
    auth_time: now,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(user.sub)
    .setIssuer(LOCAL_POOL.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + LOCAL_POOL.idTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(key.privateKey);
}

async function issueRefreshToken(db: Db, sub: string): Promise<string> {
  const token = randomBytes(48).toString('base64url');
  await db.insert(idpRefreshTokens).values({
    tokenHash: hashToken(token),
    sub,
    expiresAt: new Date(Date.now() + LOCAL_POOL.refreshTokenTtlSeconds * 1000),
  });
  return token;
}

/** The tokens of a successful sign-in; a refresh leaves out the refresh token, as Cognito does. */
export async function authenticationResult(
  db: Db,
  user: PoolUser,
  withRefreshToken: boolean,
): Promise<AuthenticationResult> {
  const [IdToken, AccessToken] = await Promise.all([
    signIdToken(db, { sub: user.sub, email: user.email, emailVerified: user.emailVerified === 1 }),
    signAccessToken(db, user),
  ]);
  const result: AuthenticationResult = { AccessToken, IdToken, ExpiresIn: LOCAL_POOL.idTokenTtlSeconds, TokenType: 'Bearer' };
  if (withRefreshToken) result.RefreshToken = await issueRefreshToken(db, user.sub);
  return result;
}

/** The user a refresh token belongs to, or Cognito's NotAuthorizedException. */
export async function subOfRefreshToken(db: Db, token: unknown): Promise<string> {
  if (typeof token !== 'string' || token === '') throw idpErrors.invalidRefreshToken();
  const [row] = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.tokenHash, hashToken(token))).limit(1);
  if (!row) throw idpErrors.invalidRefreshToken();
  if (row.revokedAt) throw idpErrors.revokedRefreshToken();
  if (row.expiresAt <= new Date()) throw idpErrors.expiredRefreshToken();
  return row.sub;
}

/** Revokes every refresh token of a user (after a password change or reset). */
export async function revokeRefreshTokens(db: Db, sub: string): Promise<void> {
  await db
    .update(idpRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(idpRefreshTokens.sub, sub), isNull(idpRefreshTokens.revokedAt)));
}

/** The `sub` of a valid access token of this pool. */
export async function subOfAccessToken(db: Db, token: unknown): Promise<string> {
  if (typeof token !== 'string' || token === '') throw idpErrors.invalidAccessToken();
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getJwks(db)), {
      issuer: LOCAL_POOL.issuer,
      algorithms: ['RS256'],
    });
    if (payload.token_use !== 'access' || payload.client_id !== LOCAL_POOL.clientId || !payload.sub) {
      throw idpErrors.invalidAccessToken();
    }
    return payload.sub;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw idpErrors.expiredAccessToken();
    throw idpErrors.invalidAccessToken();
  }
}
