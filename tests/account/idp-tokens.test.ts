import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { getDb } from '@/lib/db/client';
import { idpCodes, idpRefreshTokens, idpSessions } from '@/lib/db/schema';
import { consumeCode, issueCode } from '@/lib/idp/codes';
import { LOCAL_POOL } from '@/lib/idp/config';
import { getSigningKey, signIdToken } from '@/lib/idp/keys';
import {
  accessTokenSession,
  authenticationResult,
  isSessionRevoked,
  refreshTokenSession,
  revokeRefreshToken,
  revokeSessions,
  signAccessToken,
} from '@/lib/idp/tokens';
import { createUser, type PoolUser } from '@/lib/idp/users';

// The built-in pool's tokens and codes at their edges: the exact moment a refresh token or a code
// expires, tokens that are not what they claim, sessions that ended one way but not the other, and
// the refresh tokens from before sessions existed.

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
  throw new Error('expected a refusal');
};

/** Only Date moves: the database and its timers keep running on the real clock. */
function clockAt(instant: Date) {
  jest.useFakeTimers({
    now: instant,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
afterEach(() => jest.useRealTimers());

let user: PoolUser;
beforeAll(async () => {
  user = await createUser(await getDb(), `tokens-${randomUUID().slice(0, 8)}@example.com`, 'Gulf-Shores-1', true);
}, 180_000);

/** A refresh token stored the way the pool stores one; `originJti: null` is one from before sessions. */
async function storedRefreshToken(values: { originJti: string | null; expiresAt?: Date; revokedAt?: Date }) {
  const token = randomBytes(48).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await (await getDb()).insert(idpRefreshTokens).values({
    tokenHash,
    sub: user.sub,
    originJti: values.originJti,
    expiresAt: values.expiresAt ?? new Date(Date.now() + 3_600_000),
    revokedAt: values.revokedAt ?? null,
  });
  return token;
}

async function newSession() {
  const originJti = randomUUID();
  await (await getDb()).insert(idpSessions).values({ originJti, sub: user.sub });
  return originJti;
}

describe('refresh tokens', () => {
  test.each([undefined, 42, '', { token: 'x' }])('%p is an invalid refresh token, not a crash', async (token) => {
    expect(await failure(refreshTokenSession(await getDb(), token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  test('one the pool never issued is invalid', async () => {
    expect(await failure(refreshTokenSession(await getDb(), 'never-issued'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  test('expires at its expiry exactly, and works one millisecond before', async () => {
    const db = await getDb();
    const expiresAt = new Date(Date.now() + 600_000);
    const token = await storedRefreshToken({ originJti: await newSession(), expiresAt });
    clockAt(new Date(expiresAt.getTime() - 1));
    expect((await refreshTokenSession(db, token)).sub).toBe(user.sub);
    clockAt(expiresAt);
    expect(await failure(refreshTokenSession(db, token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });

  test('one from a sign-in lasts 30 days, as Cognito’s do by default and the session cookie does, and not a millisecond more', async () => {
    const db = await getDb();
    const signedInAt = new Date();
    clockAt(signedInAt);
    const { RefreshToken } = await authenticationResult(db, user);
    clockAt(new Date(signedInAt.getTime() + 2_592_000_000 - 1));
    expect((await refreshTokenSession(db, RefreshToken)).sub).toBe(user.sub);
    clockAt(new Date(signedInAt.getTime() + 2_592_000_000));
    expect(await failure(refreshTokenSession(db, RefreshToken))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has expired',
    });
  });

  test('a token marked revoked is refused even while its session is live', async () => {
    const token = await storedRefreshToken({ originJti: await newSession(), revokedAt: new Date() });
    expect(await failure(refreshTokenSession(await getDb(), token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  test('a token whose session has ended is refused even if the token itself was not marked', async () => {
    const db = await getDb();
    const originJti = await newSession();
    const token = await storedRefreshToken({ originJti });
    await db.update(idpSessions).set({ revokedAt: new Date() }).where(eq(idpSessions.originJti, originJti));
    expect(await failure(refreshTokenSession(db, token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  test('one from before sessions gets a session of its own, kept for the next refresh and ended by RevokeToken', async () => {
    const db = await getDb();
    const token = await storedRefreshToken({ originJti: null });
    const first = await refreshTokenSession(db, token);
    expect(first.sub).toBe(user.sub);
    expect(await isSessionRevoked(db, first.originJti)).toBe(false);
    expect(await refreshTokenSession(db, token)).toEqual(first);
    await revokeRefreshToken(db, token);
    expect(await isSessionRevoked(db, first.originJti)).toBe(true);
  });

  test('a password change elsewhere revokes one from before sessions too, though it names none', async () => {
    const db = await getDb();
    const kept = await newSession();
    const token = await storedRefreshToken({ originJti: null });
    await revokeSessions(db, user.sub, kept);
    expect(await failure(refreshTokenSession(db, token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect(await isSessionRevoked(db, kept)).toBe(false);
  });
});

describe('sessions', () => {
  test.each([undefined, '', 42])('an origin %p names no session, so it counts as ended', async (originJti) => {
    expect(await isSessionRevoked(await getDb(), originJti)).toBe(true);
  });

  test('an origin this pool never issued counts as ended; a live one does not', async () => {
    const db = await getDb();
    expect(await isSessionRevoked(db, randomUUID())).toBe(true);
    expect(await isSessionRevoked(db, await newSession())).toBe(false);
  });
});

describe('access tokens', () => {
  const origin = () => ({ originJti: randomUUID(), eventId: randomUUID() });

  test("are shaped like Cognito's: an hour long from now, with its scope and the user as username", async () => {
    const before = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(await signAccessToken(await getDb(), user, origin()));
    expect(claims).toMatchObject({
      token_use: 'access',
      client_id: LOCAL_POOL.clientId,
      username: user.sub,
      scope: 'aws.cognito.signin.user.admin',
      sub: user.sub,
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.iat).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.auth_time).toBe(claims.iat);
  });

  test('a sign-in gives a session and a refresh token; a refresh keeps the session and gives no new refresh token', async () => {
    const db = await getDb();
    const signIn = await authenticationResult(db, user);
    expect(signIn.RefreshToken).toEqual(expect.any(String));
    const { originJti } = await accessTokenSession(db, signIn.AccessToken);
    expect(await isSessionRevoked(db, originJti)).toBe(false);
    const refreshed = await authenticationResult(db, user, originJti);
    expect(refreshed.RefreshToken).toBeUndefined();
    expect((await accessTokenSession(db, refreshed.AccessToken)).originJti).toBe(originJti);
  });

  test('name their user and session, and are refused once the session ends', async () => {
    const db = await getDb();
    const originJti = await newSession();
    const token = await signAccessToken(db, user, { originJti, eventId: randomUUID() });
    expect(await accessTokenSession(db, token)).toEqual({ sub: user.sub, originJti });
    await revokeSessions(db, user.sub);
    expect(await failure(accessTokenSession(db, token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  test('an expired one says so', async () => {
    const db = await getDb();
    const token = await signAccessToken(db, user, { originJti: await newSession(), eventId: randomUUID() });
    clockAt(new Date(Date.now() + 3_601_000));
    expect(await failure(accessTokenSession(db, token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has expired',
    });
  });

  /** A token signed with the pool's own key, so only its claims can make it wrong. */
  async function signedByThePool(claims: Record<string, unknown>, issuer: string = LOCAL_POOL.issuer) {
    const key = await getSigningKey(await getDb());
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key.privateKey);
  }

  test.each([
    ['an ID token', { token_use: 'id', client_id: LOCAL_POOL.clientId, sub: 'someone' }],
    ["another app client's", { token_use: 'access', client_id: 'another-client', sub: 'someone' }],
    ['one without a subject', { token_use: 'access', client_id: LOCAL_POOL.clientId }],
  ])('%s is an invalid access token', async (_what, claims) => {
    expect(await failure(accessTokenSession(await getDb(), await signedByThePool(claims)))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  test("another issuer's is invalid, though signed with the pool's key", async () => {
    const token = await signedByThePool(
      { token_use: 'access', client_id: LOCAL_POOL.clientId, sub: user.sub },
      'https://cognito-idp.us-east-1.amazonaws.com/someone-else',
    );
    expect(await failure(accessTokenSession(await getDb(), token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  test('one from before sessions (no origin_jti) is accepted until it lapses, with no session named', async () => {
    const token = await signedByThePool({ token_use: 'access', client_id: LOCAL_POOL.clientId, sub: user.sub });
    expect(await accessTokenSession(await getDb(), token)).toEqual({ sub: user.sub, originJti: '' });
  });

  test.each([undefined, '', 'not.a.token'])('%p is an invalid access token', async (token) => {
    expect(await failure(accessTokenSession(await getDb(), token))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  test('an ID token is no access token even for the right user and session', async () => {
    const db = await getDb();
    const idToken = await signIdToken(db, { sub: user.sub, email: user.email, originJti: await newSession() });
    expect(await failure(accessTokenSession(db, idToken))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});

describe('codes', () => {
  test('a code expires at its expiry exactly, and works one millisecond before', async () => {
    const db = await getDb();
    const code = await issueCode(db, user.sub, 'reset');
    const expiresAt = new Date(Date.now() + 600_000);
    await db.update(idpCodes).set({ expiresAt }).where(eq(idpCodes.sub, user.sub));
    clockAt(expiresAt);
    expect(await failure(consumeCode(db, user.sub, 'reset', code))).toEqual({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    clockAt(new Date(expiresAt.getTime() - 1));
    await expect(consumeCode(db, user.sub, 'reset', code)).resolves.toBeUndefined();
  });

  test('one code used twice at once works once', async () => {
    const db = await getDb();
    const code = await issueCode(db, user.sub, 'signup');
    const results = await Promise.allSettled([
      consumeCode(db, user.sub, 'signup', code),
      consumeCode(db, user.sub, 'signup', code),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as Error).name).toBe('ExpiredCodeException');
  });
});
