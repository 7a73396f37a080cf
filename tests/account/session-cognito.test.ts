import { decode, encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { GET as listTrips } from '@/app/api/trips/route';
import { signOutAction } from '@/components/account/actions';
import { authSecret } from '@/lib/auth/secret';
import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { call } from '../support/api';
import { inRequestScope } from '../support/session-scope';

// With Amazon Cognito, an ID token verifies until it expires even after GlobalSignOut; the site asks
// Cognito (GetUser with the session's access token) at most once a minute per session, and at once
// after a sign-out through this site (docs/SECURITY.md, "Accounts and sessions"). AWS is the boundary: its verifier and its HTTP API
// are stood in for here.

jest.mock('aws-jwt-verify', () => ({
  CognitoJwtVerifier: {
    create: () => ({
      verify: async (token: string) => {
        const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
        if (claims.exp * 1000 < Date.now()) throw new Error('Token expired');
        return claims;
      },
    }),
  },
}));

const revoked = new Set<string>();
const calls: string[] = [];

/** Cognito's API as amazon-cognito-identity-js meets it: GetUser and GlobalSignOut. */
async function cognito(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const action = String(new Headers(init?.headers).get('x-amz-target')).split('.').pop()!;
  const { AccessToken } = JSON.parse(String(init?.body)) as { AccessToken: string };
  calls.push(action);
  if (revoked.has(AccessToken))
    return Response.json(
      { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
      { status: 400 },
    );
  if (action === 'GlobalSignOut') revoked.add(AccessToken);
  if (action === 'GetUser')
    return Response.json({ Username: 'kayla', UserAttributes: [{ Name: 'email', Value: 'kayla@example.com' }] });
  return Response.json({});
}

const jwt = (claims: Record<string, unknown>) =>
  [{ alg: 'RS256' }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') +
  '.signature';

let sessions = 0;
async function cognitoSession(): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + 3600;
  const sub = `cognito-user-${++sessions}`;
  const pool = {
    idToken: jwt({ sub, email: `${sub}@example.com`, token_use: 'id', iat, exp }),
    accessToken: jwt({ sub, token_use: 'access', iat, exp, jti: `access-${sessions}` }),
    refreshToken: `refresh-${sessions}`,
    expiresAt: exp,
    sub,
    email: `${sub}@example.com`,
  };
  const sealed = await encode({
    token: { sub, email: pool.email, pool },
    secret: authSecret(),
    salt: 'authjs.session-token',
  });
  return `authjs.session-token=${sealed}`;
}

const trips = (cookie: string) =>
  inRequestScope(new NextRequest(new URL('/api/trips', 'http://localhost:3000'), { headers: { cookie } }), () =>
    call(listTrips, { url: '/api/trips', headers: { cookie } }),
  );

const realFetch = global.fetch;
beforeAll(async () => {
  await getDb();
  process.env.COGNITO_USER_POOL_ID = 'us-east-1_SiteTest';
  process.env.COGNITO_CLIENT_ID = 'sitetestclient';
  resetEnvCache();
  global.fetch = jest.fn(cognito) as typeof fetch;
}, 120_000);
afterAll(() => {
  delete process.env.COGNITO_USER_POOL_ID;
  delete process.env.COGNITO_CLIENT_ID;
  resetEnvCache();
  global.fetch = realFetch;
});
afterEach(() => jest.restoreAllMocks());

test('a session signed out elsewhere is refused once the minute Cognito’s answer is kept has passed', async () => {
  const cookie = await cognitoSession();
  expect((await trips(cookie)).status).toBe(200);
  expect((await trips(cookie)).status).toBe(200);
  expect(calls.filter((c) => c === 'GetUser')).toHaveLength(1);

  // Another device signs out: Cognito now refuses the access token.
  const session = await decode({ token: cookie.split('=')[1], secret: authSecret(), salt: 'authjs.session-token' });
  revoked.add(session!.pool!.accessToken);
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
  expect((await trips(cookie)).status).toBe(401);
});

test('sign-out here calls GlobalSignOut, and the same cookie replayed at once opens nothing', async () => {
  const cookie = await cognitoSession();
  expect((await trips(cookie)).status).toBe(200);
  await inRequestScope(new NextRequest(new URL('/', 'http://localhost:3000'), { headers: { cookie } }), () =>
    signOutAction(),
  );
  expect(calls).toContain('GlobalSignOut');
  expect((await trips(cookie)).status).toBe(401);
});
