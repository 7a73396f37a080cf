import { SignJWT } from 'jose';
import { signedInPool } from '../support/session-scope';
import { GET as jwksRoute } from '@/app/idp/.well-known/jwks.json/route';
import { POST as idpRoute } from '@/app/idp/route';
import { requireCaller, verifyIdToken } from '@/lib/auth/bearer';
import { remotePoolEndpoint, signInWithPassword, usesCognito, usesRemotePool, type PoolTokens } from '@/lib/auth/pool';
import { endPoolSession } from '@/lib/auth/sign-out';
import { verifiedSession } from '@/lib/auth/verified-session';
import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { getSigningKey } from '@/lib/idp/keys';
import { revokeSessions } from '@/lib/idp/tokens';
import { createUser } from '@/lib/idp/users';

// A copy of the site in front of another copy's built-in pool (COGNITO_ENDPOINT): bearer tokens
// are checked against that pool's JWKS, and because that pool's sign-outs happen in another
// process, each session is asked about (GetUser) at most once a minute. Only the network between
// the two copies is stood in for: requests to http://peer.test go to the pool's own route handlers
// in this process (this test's database plays the other copy's).

const PEER = 'http://peer.test';
const PASSWORD = 'Orange-Beach-7';
const requests: string[] = [];
let peerDown = false;
/** For the test of how many answers are kept: the pool says yes to every GetUser without reading it. */
let peerHonoursEverySession = false;
/** The pool's throttling of a refresh, as Cognito answers it: 400 TooManyRequestsException. */
let peerThrottlesRefresh = false;
const realFetch = globalThis.fetch;
const saved = process.env.COGNITO_ENDPOINT;

async function peer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.origin !== PEER) return realFetch(input, init);
  const target = request.headers.get('x-amz-target')?.split('.').pop();
  requests.push(`${request.method} ${url.pathname}${target ? ` ${target}` : ''}`);
  if (request.method === 'GET' && url.pathname === '/idp/.well-known/jwks.json') return jwksRoute();
  if (request.method === 'POST' && (url.pathname === '/idp' || url.pathname === '/idp/')) {
    if (peerDown) throw new TypeError('fetch failed');
    if (peerHonoursEverySession && target === 'GetUser') return Response.json({ Username: 'any', UserAttributes: [] });
    if (
      peerThrottlesRefresh &&
      target === 'InitiateAuth' &&
      (await request.clone().text()).includes('REFRESH_TOKEN_AUTH')
    )
      return Response.json({ __type: 'TooManyRequestsException', message: 'Too many requests' }, { status: 400 });
    request.headers.set('x-client-address', '192.0.2.60');
    return idpRoute(request);
  }
  return new Response('not found', { status: 404 });
}

const getUserCalls = () => requests.filter((r) => r.endsWith(' GetUser')).length;
const jwksCalls = () => requests.filter((r) => r === 'GET /idp/.well-known/jwks.json').length;

let users = 0;
const remoteSession = (): Promise<PoolTokens> => signedInPool(`remote.${++users}@example.com`);

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
  globalThis.fetch = peer as typeof fetch;
  // Trailing slashes as an operator might type them.
  process.env.COGNITO_ENDPOINT = `${PEER}/idp//`;
  resetEnvCache();
}, 120_000);

afterAll(() => {
  globalThis.fetch = realFetch;
  if (saved === undefined) delete process.env.COGNITO_ENDPOINT;
  else process.env.COGNITO_ENDPOINT = saved;
  resetEnvCache();
});

afterEach(() => {
  peerDown = false;
  peerHonoursEverySession = false;
  peerThrottlesRefresh = false;
  jest.restoreAllMocks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('which pool a copy uses', () => {
  test('COGNITO_ENDPOINT names another copy’s pool, without its trailing slashes', () => {
    expect(usesCognito()).toBe(false);
    expect(remotePoolEndpoint()).toBe('http://peer.test/idp');
    expect(usesRemotePool()).toBe(true);
  });

  test('signing in goes to that pool over HTTP', async () => {
    const before = requests.length;
    const tokens = await remoteSession();
    expect(tokens.email).toBe(`remote.${users}@example.com`);
    expect(requests.slice(before)).toEqual(['POST /idp InitiateAuth', 'POST /idp RespondToAuthChallenge']);
  });

  test('a sign-in while that pool cannot be reached fails as a network error, not as a wrong password', async () => {
    await createUser(await getDb(), 'remote.unreachable@example.com', PASSWORD, true);
    peerDown = true;
    await expect(signInWithPassword('remote.unreachable@example.com', PASSWORD)).rejects.toMatchObject({
      name: 'NetworkError',
      code: 'NetworkError',
    });
  });
});

describe('bearer tokens of a remote built-in pool', () => {
  test('are checked against the pool’s JWKS at {endpoint}/.well-known/jwks.json, which is read once and kept', async () => {
    const tokens = await remoteSession();
    const before = jwksCalls();
    const request = new Request('http://localhost/prod', { headers: { authorization: `Bearer ${tokens.idToken}` } });
    expect(await requireCaller(request)).toEqual({ userId: tokens.sub, email: tokens.email });
    expect(await verifyIdToken((await remoteSession()).idToken)).toMatchObject({
      email: `remote.${users}@example.com`,
    });
    expect(requests).toContain('GET /idp/.well-known/jwks.json');
    // The first bearer check of this file: the keys are fetched for it, and kept for the second.
    expect(jwksCalls() - before).toBe(1);
  });

  test.each<[string, Record<string, unknown>, string | undefined]>([
    ['an access token', { token_use: 'access' }, 'not an ID token'],
    [
      'a token of another issuer',
      { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Elsewhere' },
      undefined,
    ],
    ['a token for another app client', { aud: 'another-client-id' }, undefined],
  ])('refuse %s signed with the pool’s key', async (_name, claims, message) => {
    const { privateKey, kid } = await getSigningKey(await getDb());
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      sub: 'remote-claims-user',
      email: 'remote.claims@example.com',
      token_use: 'id',
      iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AlabamaLocal',
      aud: 'alabamalocalclient00000000',
      iat: now,
      exp: now + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .sign(privateKey);
    await expect(verifyIdToken(token)).rejects.toThrow(message);
    const request = new Request('http://localhost/prod', { headers: { authorization: `Bearer ${token}` } });
    await expect(requireCaller(request)).rejects.toMatchObject({
      status: 401,
      message: 'The bearer ID token is invalid or has expired.',
    });
  });
});

describe('whether the remote pool still honours a session', () => {
  test('a session signed out at the pool is trusted for 59.999 s after the pool last said it was live, and refused at 60 s', async () => {
    const tokens = await remoteSession();
    const checkedAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(checkedAt);
    const before = getUserCalls();
    expect(await verifiedSession(tokens)).toMatchObject({
      sub: tokens.sub,
      email: tokens.email,
      idToken: tokens.idToken,
    });
    expect(getUserCalls() - before).toBe(1);

    // Signed out on another device: the pool now refuses the access token, the ID token still verifies.
    await revokeSessions(await getDb(), tokens.sub);
    expect(await verifyIdToken(tokens.idToken)).toEqual({ userId: tokens.sub, email: tokens.email });

    clock.mockReturnValue(checkedAt + 59_999);
    expect(await verifiedSession(tokens)).toMatchObject({ sub: tokens.sub });
    expect(getUserCalls() - before).toBe(1);

    clock.mockReturnValue(checkedAt + 60_000);
    expect(await verifiedSession(tokens)).toBeNull();
    expect(getUserCalls() - before).toBe(2);
  });

  test('each session’s answer is kept on its own: asking about a second session does not make the first be asked again', async () => {
    const first = await remoteSession();
    const second = await remoteSession();
    const before = getUserCalls();
    expect(await verifiedSession(first)).not.toBeNull();
    expect(await verifiedSession(second)).not.toBeNull();
    expect(await verifiedSession(first)).not.toBeNull();
    expect(await verifiedSession(second)).not.toBeNull();
    expect(getUserCalls() - before).toBe(2);
  });

  test('the answers kept are bounded: past 10,000 sessions they are all dropped, and a session is asked about again', async () => {
    const kept = await remoteSession();
    expect(await verifiedSession(kept)).not.toBeNull();
    peerHonoursEverySession = true;
    // Other sessions, told apart by their access tokens: the library reads only their times.
    const iat = Math.floor(Date.now() / 1000);
    const other = (n: number) => ({
      ...kept,
      accessToken: `e30.${Buffer.from(JSON.stringify({ iat, exp: iat + 3600, n })).toString('base64url')}.x`,
    });
    // The earlier tests of this file left a few answers of their own: 9,900 more stay under the bound.
    for (let n = 1; n <= 9_900; n++) await verifiedSession(other(n));
    const before = getUserCalls();
    expect(await verifiedSession(kept)).not.toBeNull();
    expect(getUserCalls()).toBe(before);
    for (let n = 9_901; n <= 10_001; n++) await verifiedSession(other(n));
    const after = getUserCalls();
    expect(await verifiedSession(kept)).not.toBeNull();
    expect(getUserCalls() - after).toBe(1);
  }, 120_000);

  test('a pool that cannot be reached signs nobody out, and is asked again next time', async () => {
    const tokens = await remoteSession();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    peerDown = true;
    expect(await verifiedSession(tokens)).toMatchObject({ sub: tokens.sub, email: tokens.email });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('[auth] could not ask Cognito whether the session is live:');

    // Back up, and the session was signed out meanwhile: the outage's answer was not kept.
    peerDown = false;
    await revokeSessions(await getDb(), tokens.sub);
    expect(await verifiedSession(tokens)).toBeNull();
  });

  test('signing out here ends the session at the pool and is seen at once, not a minute later', async () => {
    const tokens = await remoteSession();
    expect(await verifiedSession(tokens)).not.toBeNull();
    const before = requests.length;
    await endPoolSession(tokens);
    expect(requests.slice(before)).toEqual(['POST /idp GlobalSignOut']);
    expect(await verifiedSession(tokens)).toBeNull();
  });

  test('signing out while the pool cannot be reached still forgets the session here', async () => {
    const tokens = await remoteSession();
    expect(await verifiedSession(tokens)).not.toBeNull();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    peerDown = true;
    await expect(endPoolSession(tokens)).resolves.toBeUndefined();
    expect(info.mock.calls[0]![0]).toBe(
      '[auth] GlobalSignOut was refused or failed; the session cookie is cleared all the same:',
    );
    peerDown = false;
    const before = getUserCalls();
    expect(await verifiedSession(tokens)).not.toBeNull();
    expect(getUserCalls() - before).toBe(1);
  });
});

describe('refreshing a session at the remote pool', () => {
  test('a refresh the pool refuses ends the session at once, asked once: a 4xx is not tried again', async () => {
    const tokens = await remoteSession();
    const before = requests.length;
    const started = Date.now();
    expect(await verifiedSession({ ...tokens, refreshToken: 'not-a-refresh-token', expiresAt: 0 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests.slice(before)).toEqual(['POST /idp InitiateAuth']);
  });

  test('a refresh the pool throttles (a 400 that is not a refusal) keeps the session', async () => {
    const tokens = await remoteSession();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    peerThrottlesRefresh = true;
    const before = requests.length;
    expect(await verifiedSession({ ...tokens, expiresAt: 0 })).toEqual({ ...tokens, expiresAt: 0 });
    expect(requests.slice(before)).toEqual(['POST /idp InitiateAuth']);
    expect(warn).toHaveBeenCalledWith('[auth] session kept: its refresh could not be checked', 'Too many requests');
  });
});
