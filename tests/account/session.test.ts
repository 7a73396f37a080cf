import type { JWT } from 'next-auth/jwt';
import { authConfig } from '@/lib/auth';
import { confirmRegistration, registerUser, signInWithPassword, type PoolTokens } from '@/lib/auth/pool';
import { GET as mailbox } from '@/app/dev/mailbox/route';
import { call } from '../support/api';

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

type JwtCallback = (params: { token: JWT; user?: unknown; account?: unknown; trigger?: string }) => Promise<JWT | null>;
const jwt = authConfig.callbacks!.jwt as unknown as JwtCallback;

async function signedIn(email: string): Promise<PoolTokens> {
  await registerUser(email, 'Orange-Beach-7');
  const { body } = await call(mailbox, { url: '/dev/mailbox?format=json' });
  await confirmRegistration(
    email,
    (body as { to: string; meta: { code: string } }[]).find((m) => m.to === email)!.meta.code,
  );
  return signInWithPassword(email, 'Orange-Beach-7');
}

describe('the session cookie holds the pool tokens and refreshes them before they expire', () => {
  test('a fresh sign-in puts the tokens in the JWT', async () => {
    const pool = await signedIn('fresh@example.com');
    const token = await jwt({ token: {}, user: { id: pool.sub, email: pool.email, pool } });
    expect(token).toMatchObject({ sub: pool.sub, email: 'fresh@example.com', pool: { idToken: pool.idToken } });
  });

  test('tokens far from expiry are kept as they are', async () => {
    const pool = await signedIn('kept@example.com');
    const token = await jwt({ token: { sub: pool.sub, pool } });
    expect(token?.pool?.idToken).toBe(pool.idToken);
  });

  test('tokens close to expiry are refreshed with the refresh token', async () => {
    const pool = await signedIn('soon@example.com');
    const expiring = { ...pool, expiresAt: Math.floor(Date.now() / 1000) + 60 };
    const token = await jwt({ token: { sub: pool.sub, pool: expiring } });
    expect(token?.pool?.idToken).not.toBe(pool.idToken);
    expect(token?.pool?.refreshToken).toBe(pool.refreshToken);
    expect(token!.pool!.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
  });

  test('a refused refresh token ends the session', async () => {
    const pool = await signedIn('ended@example.com');
    const token = await jwt({ token: { sub: pool.sub, pool: { ...pool, refreshToken: 'revoked', expiresAt: 0 } } });
    expect(token).toBeNull();
  });

  test('a JWT without pool tokens is no session', async () => {
    expect(await jwt({ token: { sub: 'x' } })).toBeNull();
  });
});
