import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWTHeaderParameters } from 'jose';
import { GET as visitorTrips } from '@/app/prod/visitors/[userId]/trips/route';
import { requireCaller, verifyIdToken } from '@/lib/auth/bearer';
import { getDb } from '@/lib/db/client';
import { idpKeys, idpSessions } from '@/lib/db/schema';
import { getSigningKey } from '@/lib/idp/keys';
import { createUser } from '@/lib/idp/users';
import { call } from '../support/api';

// The rules a bearer ID token of the built-in pool must meet before /prod/ acts for its caller
// (docs/SPEC.md section 6: "Authenticated calls send a bearer identity token"). Tokens are signed here with
// the pool's own key, so each case changes exactly one thing about an otherwise good token. The
// pool's issuer and client id are spelled out: a changed constant must fail these tests.

const ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AlabamaLocal';
const CLIENT_ID = 'alabamalocalclient00000000';
const MISSING = 'Sign-in required: send a valid bearer ID token.';
const INVALID = 'The bearer ID token is invalid or has expired.';

type Signer = { key: CryptoKey | Uint8Array; kid: string };

async function poolSigner(): Promise<Signer> {
  const { privateKey, kid } = await getSigningKey(await getDb());
  return { key: privateKey, kid };
}

/** An ID token as the pool issues one; a claim given as undefined is left out. */
async function idToken(
  claims: Record<string, unknown> = {},
  {
    signer,
    header = {},
    expiresAt,
  }: { signer?: Signer; header?: Partial<JWTHeaderParameters>; expiresAt?: number } = {},
): Promise<string> {
  const { key, kid } = signer ?? (await poolSigner());
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    sub: 'a1b2c3d4-0000-4000-8000-00000000b001',
    email: 'bearer.rules@example.com',
    email_verified: true,
    token_use: 'id',
    iss: ISSUER,
    aud: CLIENT_ID,
    iat: now,
    exp: expiresAt ?? now + 3600,
    ...claims,
  };
  for (const name of Object.keys(payload)) if (payload[name] === undefined) delete payload[name];
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, ...header }).sign(key);
}

const prodRequest = (authorization?: string) =>
  call(visitorTrips, {
    url: '/prod/visitors/a1b2c3d4-0000-4000-8000-00000000b001/trips',
    headers: authorization === undefined ? {} : { authorization },
    params: { userId: 'a1b2c3d4-0000-4000-8000-00000000b001' },
  });

beforeAll(async () => {
  await getDb();
}, 120_000);

describe('the Authorization header a /prod/ call must carry', () => {
  test('a good token is accepted and names its caller', async () => {
    const token = await idToken();
    expect(
      await requireCaller(new Request('http://localhost/prod', { headers: { authorization: `Bearer ${token}` } })),
    ).toEqual({
      userId: 'a1b2c3d4-0000-4000-8000-00000000b001',
      email: 'bearer.rules@example.com',
    });
    expect((await prodRequest(`Bearer ${token}`)).status).toBe(200);
  });

  test('the scheme is case-insensitive and may be followed by several spaces', async () => {
    const token = await idToken();
    expect((await prodRequest(`bearer ${token}`)).status).toBe(200);
    expect((await prodRequest(`BEARER ${token}`)).status).toBe(200);
    expect((await prodRequest(`Bearer    ${token}`)).status).toBe(200);
  });

  test('no header, an empty one, or "Bearer" alone gets 401 asking for a bearer ID token', async () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer ']) {
      const { status, body } = await prodRequest(header);
      expect(status).toBe(401);
      expect(body).toEqual({ error: { status: 401, message: MISSING } });
    }
  });

  test('a good token under another scheme, without a scheme, or with text around it gets 401', async () => {
    const token = await idToken();
    for (const header of [
      token,
      `Basic ${token}`,
      `XBearer ${token}`,
      `Token Bearer ${token}`,
      `Bearer${token}`,
      `Bearer ${token} extra`,
    ]) {
      const { status, body } = await prodRequest(header);
      expect({ header, status, body }).toEqual({
        header,
        status: 401,
        body: { error: { status: 401, message: MISSING } },
      });
    }
  });

  test('a token that does not verify gets 401 saying it is invalid or expired, whatever the reason', async () => {
    const { status, body } = await prodRequest('Bearer not.a.token');
    expect(status).toBe(401);
    expect(body).toEqual({ error: { status: 401, message: INVALID } });
    const expired = await prodRequest(`Bearer ${await idToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 1 })}`);
    expect(expired.body).toEqual({ error: { status: 401, message: INVALID } });
    // The library's own wording never reaches the client.
    expect(JSON.stringify(expired.body)).not.toMatch(/claim|timestamp/i);
  });
});

describe('the claims of a bearer ID token', () => {
  test.each<[string, Record<string, unknown>]>([
    ['an access token (token_use "access")', { token_use: 'access' }],
    ['a token with no token_use', { token_use: undefined }],
    ['a token whose token_use is "ID" in capitals', { token_use: 'ID' }],
    ['a token of another issuer', { iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Elsewhere' }],
    ['a token of the issuer with a trailing slash', { iss: `${ISSUER}/` }],
    ['a token with no issuer', { iss: undefined }],
    ['a token for another app client', { aud: 'another-client-id' }],
    ['a token with no audience', { aud: undefined }],
    ['a token with no subject', { sub: undefined }],
    ['a token whose subject is a number', { sub: 42 }],
    ['a token with no email', { email: undefined }],
    ['a token whose email is not text', { email: ['bearer.rules@example.com'] }],
    ['a token not valid before an hour from now', { nbf: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses %s, with a 401', async (_name, claims) => {
    const token = await idToken(claims);
    await expect(verifyIdToken(token)).rejects.toThrow();
    const { status, body } = await prodRequest(`Bearer ${token}`);
    expect(status).toBe(401);
    expect(body).toEqual({ error: { status: 401, message: INVALID } });
  });

  test('an access token is refused because it is not an ID token', async () => {
    await expect(verifyIdToken(await idToken({ token_use: 'access' }))).rejects.toThrow('not an ID token');
  });

  test('a token lacking its email is refused for that reason', async () => {
    await expect(verifyIdToken(await idToken({ email: undefined }))).rejects.toThrow('token lacks sub or email');
    await expect(verifyIdToken(await idToken({ sub: undefined }))).rejects.toThrow('token lacks sub or email');
  });

  test('a token that expired a second ago is refused; one with a minute left is accepted', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expect(verifyIdToken(await idToken({}, { expiresAt: now - 1 }))).rejects.toThrow();
    await expect(verifyIdToken(await idToken({}, { expiresAt: now + 60 }))).resolves.toEqual({
      userId: 'a1b2c3d4-0000-4000-8000-00000000b001',
      email: 'bearer.rules@example.com',
    });
  });

  test('a token signed with HS256 using the pool key id is refused', async () => {
    const { kid } = await poolSigner();
    const token = await idToken(
      {},
      {
        signer: { key: new TextEncoder().encode('a shared secret the attacker picked, 32+ bytes'), kid },
        header: { alg: 'HS256' },
      },
    );
    await expect(verifyIdToken(token)).rejects.toThrow();
    expect((await prodRequest(`Bearer ${token}`)).status).toBe(401);
  });

  test('a token signed by another key under the pool key id is refused', async () => {
    const { kid } = await poolSigner();
    const { privateKey } = await generateKeyPair('RS256');
    await expect(verifyIdToken(await idToken({}, { signer: { key: privateKey, kid } }))).rejects.toThrow();
  });
});

describe('the session behind a bearer token (origin_jti)', () => {
  test('a token of a session the pool never started is refused', async () => {
    const token = await idToken({ origin_jti: randomUUID() });
    await expect(verifyIdToken(token)).rejects.toThrow('session revoked');
    expect((await prodRequest(`Bearer ${token}`)).body).toEqual({ error: { status: 401, message: INVALID } });
  });

  test('a token of a live session is accepted, and refused from the moment the session is signed out', async () => {
    const db = await getDb();
    const user = await createUser(db, 'bearer.session@example.com', 'Orange-Beach-7', true);
    const originJti = randomUUID();
    await db.insert(idpSessions).values({ originJti, sub: user.sub });
    const token = await idToken({ sub: user.sub, email: user.email, origin_jti: originJti });
    expect(await verifyIdToken(token)).toEqual({ userId: user.sub, email: 'bearer.session@example.com' });
    await db.update(idpSessions).set({ revokedAt: new Date() }).where(eq(idpSessions.originJti, originJti));
    await expect(verifyIdToken(token)).rejects.toThrow('session revoked');
  });

  test('a token from before sessions existed (no origin_jti) is accepted', async () => {
    await expect(verifyIdToken(await idToken())).resolves.toMatchObject({ email: 'bearer.rules@example.com' });
  });
});

describe('the pool keys the bearer check keeps for five minutes', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a key removed from the pool still verifies for 299.999 s after the keys were read, and not at 300 s', async () => {
    const db = await getDb();
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = `rotated-${randomUUID()}`;
    await db.insert(idpKeys).values({
      kid,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    });
    const token = await idToken({}, { signer: { key: privateKey, kid } });

    // Well after any earlier read of the keys, so the keys are read (with this one) now.
    const readAt = Date.now() + 3_600_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(readAt);
    expect((await verifyIdToken(token)).email).toBe('bearer.rules@example.com');

    await db.delete(idpKeys).where(eq(idpKeys.kid, kid));
    clock.mockReturnValue(readAt + 299_999);
    expect((await verifyIdToken(token)).email).toBe('bearer.rules@example.com');
    clock.mockReturnValue(readAt + 300_000);
    await expect(verifyIdToken(token)).rejects.toThrow();
  });
});
