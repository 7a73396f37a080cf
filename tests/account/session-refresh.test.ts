import { verifyIdToken } from '@/lib/auth/bearer';
import { signedInPool } from '../support/session-scope';
import type { PoolTokens } from '@/lib/auth/pool';
import { verifiedSession } from '@/lib/auth/verified-session';
import { getDb } from '@/lib/db/client';

// Every read of a session (lib/auth/verified-session.ts) verifies the cookie's ID token and renews
// the tokens five minutes (300 s) before the ID token expires, or at once when the token no longer
// verifies. Built-in pool, in this process; the clock is held still so the boundary is exact.

let users = 0;

const session = (): Promise<PoolTokens> => signedInPool(`refresh.${++users}@example.com`);

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 120_000);

afterEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('renewal before expiry', () => {
  test('an ID token with 301 s left is kept; with 300 s left the tokens are renewed', async () => {
    const tokens = await session();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const nowSeconds = Math.floor(now / 1000);

    const kept = await verifiedSession({ ...tokens, expiresAt: nowSeconds + 301 });
    expect(kept).toEqual({ ...tokens, expiresAt: nowSeconds + 301 });

    const renewed = await verifiedSession({ ...tokens, expiresAt: nowSeconds + 300 });
    expect(renewed).not.toBeNull();
    expect(renewed!.idToken).not.toBe(tokens.idToken);
    expect(renewed!.accessToken).not.toBe(tokens.accessToken);
    expect(renewed!.refreshToken).toBe(tokens.refreshToken);
    expect(renewed!.expiresAt).toBe(nowSeconds + 3600);
    expect(renewed).toMatchObject({ sub: tokens.sub, email: tokens.email });
    expect(await verifyIdToken(renewed!.idToken)).toEqual({ userId: tokens.sub, email: tokens.email });
  });

  test('an already expired session is renewed when its refresh token is still good', async () => {
    const tokens = await session();
    const renewed = await verifiedSession({ ...tokens, expiresAt: 0 });
    expect(renewed?.idToken).not.toBe(tokens.idToken);
    expect(renewed?.sub).toBe(tokens.sub);
  });

  test('an expiring session whose refresh token is refused ends, saying why in the log', async () => {
    const tokens = await session();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await verifiedSession({ ...tokens, refreshToken: 'not-a-refresh-token', expiresAt: 0 })).toBeNull();
    expect(info).toHaveBeenCalledWith('[auth] session ended: the refresh token was refused', 'Invalid Refresh Token');
  });
});

describe('an ID token that does not verify', () => {
  test('far from expiry, the tokens are renewed once with the refresh token and the session goes on', async () => {
    const tokens = await session();
    const renewed = await verifiedSession({ ...tokens, idToken: 'not.a.token' });
    expect(renewed).not.toBeNull();
    expect(renewed!.idToken).not.toBe('not.a.token');
    expect(await verifyIdToken(renewed!.idToken)).toEqual({ userId: tokens.sub, email: tokens.email });
  });

  test('with a refused refresh token as well, the session has ended', async () => {
    const tokens = await session();
    expect(
      await verifiedSession({ ...tokens, idToken: 'not.a.token', refreshToken: 'not-a-refresh-token' }),
    ).toBeNull();
  });
});

describe('who the session belongs to', () => {
  test('the user id and email are the verified ID token’s, never the cookie’s own', async () => {
    const tokens = await session();
    const result = await verifiedSession({ ...tokens, sub: 'someone-else', email: 'someone.else@example.com' });
    expect(result).toEqual(tokens);
  });

  test('a renewal takes user id and email from the new ID token too', async () => {
    const tokens = await session();
    const result = await verifiedSession({
      ...tokens,
      sub: 'someone-else',
      email: 'someone.else@example.com',
      expiresAt: 0,
    });
    expect(result).toMatchObject({ sub: tokens.sub, email: tokens.email });
  });
});
