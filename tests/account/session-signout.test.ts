import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { GET as listFavourites } from '@/app/api/favourites/route';
import { GET as siteSession } from '@/app/api/session/route';
import { GET as listTrips } from '@/app/api/trips/route';
import { GET as prodVisitorTrips } from '@/app/prod/visitors/[userId]/trips/route';
import { signOutAction } from '@/components/account/actions';
import { handlers as authHandlers } from '@/lib/auth';
import { signInWithPassword, type PoolTokens } from '@/lib/auth/pool';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/db/client';
import { createUser } from '@/lib/idp/users';
import { call } from '../support/api';
import { inRequestScope } from '../support/session-scope';

// Sign-out ends the session at the pool (GlobalSignOut), not only in this browser: a copy of the
// cookie taken before, replayed after, opens nothing, and neither do its tokens (docs/SECURITY.md, "Accounts and sessions").

const PASSWORD = 'Orange-Beach-7';

beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

async function signedInUser(email: string): Promise<{ tokens: PoolTokens; cookie: string }> {
  await createUser(await getDb(), email, PASSWORD, true);
  const tokens = await signInWithPassword(email, PASSWORD);
  const sealed = await encode({
    token: { sub: tokens.sub, email: tokens.email, pool: tokens },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  return { tokens, cookie: `authjs.session-token=${sealed}` };
}

function withCookie<T>(cookie: string, url: string, fn: () => Promise<T>): Promise<T> {
  return inRequestScope(new NextRequest(new URL(url, 'http://localhost:3000'), { headers: { cookie } }), fn);
}

const get = (cookie: string, handler: typeof listTrips, url: string) =>
  withCookie(cookie, url, () => call(handler, { url, headers: { cookie } }));

test('a session cookie replayed after sign-out opens nothing, and its tokens are refused', async () => {
  const { tokens, cookie } = await signedInUser('leaving@example.com');
  expect((await get(cookie, listTrips, '/api/trips')).status).toBe(200);

  await withCookie(cookie, '/', () => signOutAction());

  expect((await get(cookie, listTrips, '/api/trips')).status).toBe(401);
  expect((await get(cookie, listFavourites, '/api/favourites')).status).toBe(401);
  expect((await get(cookie, siteSession, '/api/session')).body).toEqual({
    signedIn: false,
    firstTrips: [],
    favouriteIds: [],
    guideOrdered: false,
  });
  const url = `/prod/visitors/${tokens.sub}/trips`;
  expect((await call(prodVisitorTrips, { url, token: tokens.idToken, params: { userId: tokens.sub } })).status).toBe(
    401,
  );
}, 120_000);

test('after sign-out the refresh token is refused too, so an expiring copy cannot renew itself', async () => {
  const { tokens } = await signedInUser('renewing@example.com');
  const sealedCopy = await encode({
    token: { sub: tokens.sub, email: tokens.email, pool: { ...tokens, expiresAt: Math.floor(Date.now() / 1000) + 60 } },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  const copy = `authjs.session-token=${sealedCopy}`;
  expect((await get(copy, listTrips, '/api/trips')).status).toBe(200);

  const live = await encode({
    token: { sub: tokens.sub, email: tokens.email, pool: tokens },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  await withCookie(`authjs.session-token=${live}`, '/', () => signOutAction());

  expect((await get(copy, listTrips, '/api/trips')).status).toBe(401);
}, 60_000);

test('signing out one user leaves other users signed in', async () => {
  const staying = await signedInUser('staying@example.com');
  const leaving = await signedInUser('other-leaver@example.com');
  await withCookie(leaving.cookie, '/', () => signOutAction());
  expect((await get(staying.cookie, listTrips, '/api/trips')).status).toBe(200);
}, 60_000);

test("next-auth's own POST /api/auth/signout ends the session at the pool too", async () => {
  const { cookie } = await signedInUser('endpoint@example.com');
  const csrf = await authHandlers.GET(new NextRequest('http://localhost:3000/api/auth/csrf'));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const signOut = await authHandlers.POST(
    new NextRequest('http://localhost:3000/api/auth/signout', {
      method: 'POST',
      headers: { cookie: `${cookie}; ${csrfCookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken }).toString(),
    }),
  );
  expect(signOut.status).toBe(302);
  expect((await get(cookie, listTrips, '/api/trips')).status).toBe(401);
}, 60_000);
