import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { requireCaller, verifyIdToken } from '@/lib/auth/bearer';
import { resetEnvCache } from '@/lib/env';

// With COGNITO_USER_POOL_ID set, bearer tokens are checked by aws-jwt-verify against the pool's
// JWKS at https://cognito-idp.<region>.amazonaws.com/<pool>/.well-known/jwks.json. Here that
// document is served on loopback (the only thing stood in for is the network: https requests to
// amazonaws.com go to the local server) and tokens carry the claims Cognito puts in its tokens.

const POOL = 'us-east-1_Loopback19';
const CLIENT = '4tq1loopbackclient19abcdef';
const ISSUER = `https://cognito-idp.us-east-1.amazonaws.com/${POOL}`;
const KID = 'loopback-key-1';

let server: http.Server;
let jwks: { keys: JWK[] };
let jwksRequests = 0;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const saved = { pool: process.env.COGNITO_USER_POOL_ID, client: process.env.COGNITO_CLIENT_ID };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  server = http.createServer((request, response) => {
    if (request.url !== `/${POOL}/.well-known/jwks.json`) return void response.writeHead(404).end();
    jwksRequests += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const realRequest = https.request;
  jest.spyOn(https, 'request').mockImplementation(((
    uri: string | URL,
    options: http.RequestOptions,
    callback?: (res: http.IncomingMessage) => void,
  ) => {
    const url = new URL(String(uri));
    if (!url.hostname.endsWith('.amazonaws.com')) return realRequest(uri, options, callback);
    return http.request(
      `http://127.0.0.1:${port}${url.pathname}`,
      { ...options, headers: { ...options?.headers, host: url.host } },
      callback,
    );
  }) as typeof https.request);
  process.env.COGNITO_USER_POOL_ID = POOL;
  process.env.COGNITO_CLIENT_ID = CLIENT;
  resetEnvCache();
});

afterAll(async () => {
  process.env.COGNITO_USER_POOL_ID = saved.pool;
  process.env.COGNITO_CLIENT_ID = saved.client;
  if (saved.pool === undefined) delete process.env.COGNITO_USER_POOL_ID;
  if (saved.client === undefined) delete process.env.COGNITO_CLIENT_ID;
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

/** An ID token as Cognito issues one, with any claim or header field changed. */
async function cognitoToken(
  claims: Record<string, unknown> = {},
  { key = signingKey, kid = KID, expiresIn = '1h' } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: '5f2e9c1a-19ab-4c3d-8e7f-000000000019',
    email_verified: true,
    iss: ISSUER,
    'cognito:username': '5f2e9c1a-19ab-4c3d-8e7f-000000000019',
    origin_jti: 'c7d1b2a0-0000-4000-8000-000000000019',
    aud: CLIENT,
    event_id: 'e1f2a3b4-0000-4000-8000-000000000019',
    token_use: 'id',
    auth_time: now,
    email: 'kayla.reed@example.com',
    jti: 'a0b1c2d3-0000-4000-8000-000000000019',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuedAt(now)
    .setExpirationTime(expiresIn)
    .sign(key);
}

describe('verifyWithCognito (COGNITO_USER_POOL_ID set)', () => {
  it('accepts an ID token of the pool, signed by a key of its JWKS, and names its user', async () => {
    expect(await verifyIdToken(await cognitoToken())).toEqual({
      userId: '5f2e9c1a-19ab-4c3d-8e7f-000000000019',
      email: 'kayla.reed@example.com',
    });
    expect(jwksRequests).toBe(1);
    // The JWKS is fetched once and kept.
    await verifyIdToken(await cognitoToken({ email: 'other@example.com', sub: 'other-sub' }));
    expect(jwksRequests).toBe(1);
  });

  it('answers a request bearing the token with its caller, and one without with a 401', async () => {
    const request = (header?: string) =>
      new Request('http://localhost:3000/prod/trips', { headers: header ? { authorization: header } : {} });
    expect(await requireCaller(request(`Bearer ${await cognitoToken()}`))).toEqual({
      userId: '5f2e9c1a-19ab-4c3d-8e7f-000000000019',
      email: 'kayla.reed@example.com',
    });
    await expect(requireCaller(request())).rejects.toMatchObject({ status: 401 });
    await expect(
      requireCaller(request(`Bearer ${await cognitoToken({ aud: 'another-client' })}`)),
    ).rejects.toMatchObject({ status: 401 });
  });

  it.each([
    [
      'an access token (token_use access, client_id instead of aud)',
      { token_use: 'access', aud: undefined, client_id: CLIENT },
    ],
    ['a token for another app client', { aud: 'another-client' }],
    ['a token of another pool', { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Another19' }],
    ['a token of the built-in pool', { iss: 'http://localhost:3000/idp' }],
    ['a token without an email', { email: undefined }],
  ])('refuses %s', async (_name, claims) => {
    await expect(verifyIdToken(await cognitoToken(claims))).rejects.toThrow();
  });

  it('refuses an expired token, one signed by another key under the same key id, and one with an unknown key id', async () => {
    await expect(verifyIdToken(await cognitoToken({}, { expiresIn: '-1m' }))).rejects.toThrow();
    await expect(verifyIdToken(await cognitoToken({}, { key: strangerKey }))).rejects.toThrow();
    await expect(verifyIdToken(await cognitoToken({}, { kid: 'not-in-the-jwks' }))).rejects.toThrow();
  });

  it('refuses an unsigned token and one signed with the JWKS public key as an HMAC secret', async () => {
    const payload = (await cognitoToken()).split('.')[1];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: KID })).toString('base64url')}.${payload}.`;
    await expect(verifyIdToken(none)).rejects.toThrow();
    const hmac = await new SignJWT(JSON.parse(Buffer.from(payload!, 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .sign(new TextEncoder().encode(JSON.stringify(jwks.keys[0])));
    await expect(verifyIdToken(hmac)).rejects.toThrow();
  });
});
