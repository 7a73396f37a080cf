import { generateKeyPair, SignJWT } from 'jose';
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import MyTripListPage from '@/app/[locale]/my-trip/[id]/page';
import { GET as listFavourites } from '@/app/api/favourites/route';
import { GET as siteSession } from '@/app/api/session/route';
import { GET as listTrips } from '@/app/api/trips/route';
import { tripListPath } from '@/lib/auth/paths';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/db/client';
import { addFavourites } from '@/lib/favourites';
import { LOCAL_POOL } from '@/lib/idp/config';
import { signIdToken } from '@/lib/idp/keys';
import { call } from '../support/api';
import { createTripAsA, tripTestContext, type TripTestContext } from '../support/trip-api';
import { inRequestScope } from '../support/session-scope';

// A session cookie sealed with the right secret is not enough: the ID token inside it must verify
// (signature, expiry, issuer, audience), and the user is the token's sub, not the cookie's (docs/SECURITY.md, "Accounts and sessions").

const VICTIM = 'trip-owner-a';
const ATTACKER = 'mallory-attacker';
let context: TripTestContext;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  context = await tripTestContext();
  await createTripAsA(context, { name: "The victim's secret getaway" });
  await addFavourites(VICTIM, [context.places.park.id]);
}, 120_000);

type Pool = { idToken: string; accessToken: string; refreshToken: string; expiresAt: number };

/** A cookie as an attacker who knows the session secret would seal it: the victim's sub and email. */
async function forgedCookie(pool: Pool): Promise<string> {
  const claims = { sub: VICTIM, email: `${VICTIM}@example.com` };
  const sealed = await encode({
    token: { ...claims, pool: { ...pool, ...claims } },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  return `authjs.session-token=${sealed}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

async function selfSignedIdToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ email: `${VICTIM}@example.com`, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: 'attacker' })
    .setSubject(VICTIM)
    .setIssuer(LOCAL_POOL.issuer)
    .setAudience(LOCAL_POOL.clientId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

async function asCookie(cookie: string, handler: typeof listTrips, url: string) {
  const request = new NextRequest(new URL(url, 'http://localhost:3000'), { headers: { cookie } });
  return inRequestScope(request, () => call(handler, { url, headers: { cookie } }));
}

const forgeries: [string, () => Promise<Pool>][] = [
  [
    'an ID token that is not a token',
    async () => ({ idToken: 'not.a.token', accessToken: 'x', refreshToken: 'x', expiresAt: inAnHour() }),
  ],
  [
    'an ID token signed with a key that is not the pool’s',
    async () => ({ idToken: await selfSignedIdToken(), accessToken: 'x', refreshToken: 'x', expiresAt: inAnHour() }),
  ],
  [
    "the victim's own ID token, expired, with a refresh token the pool never issued",
    async () => ({
      idToken: await signIdToken(await getDb(), { sub: VICTIM, email: `${VICTIM}@example.com` }, -60),
      accessToken: 'x',
      refreshToken: 'guessed',
      expiresAt: inAnHour(),
    }),
  ],
];

describe.each(forgeries)('a cookie sealed with the right secret for the victim’s sub, carrying %s', (_name, pool) => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await forgedCookie(await pool());
  });

  test('gets 401 from /api/trips and /api/favourites', async () => {
    const trips = await asCookie(cookie, listTrips, '/api/trips');
    expect(trips.status).toBe(401);
    expect(JSON.stringify(trips.body)).not.toContain('secret getaway');
    const favourites = await asCookie(cookie, listFavourites, '/api/favourites');
    expect(favourites.status).toBe(401);
  });

  test('is signed out for the header and is sent home from the victim’s trip list', async () => {
    const session = await asCookie(cookie, siteSession, '/api/session');
    expect(session.body).toEqual({ signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: false });
    const request = new NextRequest(new URL(tripListPath(VICTIM), 'http://localhost:3000'), { headers: { cookie } });
    const page = inRequestScope(request, () =>
      MyTripListPage({ params: Promise.resolve({ id: tripListPath(VICTIM).split('/').pop()! }) }),
    );
    await expect(page).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/;/) });
  });
});

test("a cookie carrying the attacker's own valid tokens under the victim's sub acts for the attacker", async () => {
  const idToken = await signIdToken(await getDb(), { sub: ATTACKER, email: `${ATTACKER}@example.com` });
  const cookie = await forgedCookie({ idToken, accessToken: 'x', refreshToken: 'x', expiresAt: inAnHour() });
  const trips = await asCookie(cookie, listTrips, '/api/trips');
  expect(trips.status).toBe(200);
  expect(trips.body.trips).toEqual([]);
  const favourites = await asCookie(cookie, listFavourites, '/api/favourites');
  expect(favourites.body.ids).toEqual([]);
});

test('the victim’s genuine session still sees their trips and favourites', async () => {
  const idToken = await signIdToken(await getDb(), { sub: VICTIM, email: `${VICTIM}@example.com` });
  const cookie = await forgedCookie({ idToken, accessToken: 'x', refreshToken: 'x', expiresAt: inAnHour() });
  const trips = await asCookie(cookie, listTrips, '/api/trips');
  expect(trips.body.trips.map((t: { name: string }) => t.name)).toEqual(["The victim's secret getaway"]);
  const favourites = await asCookie(cookie, listFavourites, '/api/favourites');
  expect(favourites.body.ids).toEqual([context.places.park.id]);
});
