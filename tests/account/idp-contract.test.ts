import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { POST } from '@/app/idp/route';
import { GET as jwksRoute } from '@/app/idp/.well-known/jwks.json/route';
import { getDb } from '@/lib/db/client';
import { idpCodes, idpRefreshTokens, idpUsers } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import {
  builtInPool,
  externalPoolFromEnv,
  failureOf,
  libraryClient,
  routeFetchToBuiltInPool,
  type PoolUnderTest,
} from './support/pool-harness';

// The contract: what amazon-cognito-identity-js sees from the pool. It runs against the built-in
// pool through the /idp route handler; IDP_CONTRACT_ENDPOINT (with _POOL_ID, _CLIENT_ID and
// _DB_DIR) points the same suite at another Cognito-compatible pool such as cognito-local.
const target: PoolUnderTest = externalPoolFromEnv() ?? builtInPool;
let restoreFetch: () => void;
// Each test is its own caller address, as the server would stamp it, so the per-address limit on
// sign-ins and codes does not carry from one test to the next.
let testNumber = 0;
beforeEach(() => {
  testNumber += 1;
});

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  // The first use migrates and seeds the database, which is slow on a busy machine.
  await getDb();
  restoreFetch = routeFetchToBuiltInPool(() => `198.51.100.${testNumber}`);
}, 180_000);
afterAll(() => restoreFetch());

const GOOD = 'Sweet-Home-1';
const client = () => libraryClient(target);
const newEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

async function registeredUser(confirmed = true) {
  const email = newEmail();
  await client().signUp(email, GOOD);
  if (confirmed) await client().confirm(email, await target.readCode(email, 'signup'));
  return email;
}

describe(`user pool contract (${target.name})`, () => {
  test('sign-up answers unconfirmed with the user sub and mails a 6-digit code', async () => {
    const email = newEmail();
    const result = await client().signUp(email, GOOD);
    expect(result.userConfirmed).toBe(false);
    expect(result.userSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(await target.readCode(email, 'signup')).toMatch(/^\d{6}$/);
  });

  test('an email already registered is UsernameExistsException', async () => {
    const email = await registeredUser(false);
    expect(await failureOf(client().signUp(email, GOOD))).toEqual({
      code: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });

  test.each([
    ['Sh0rt!', 'Password not long enough'],
    ['NOLOWER-123', 'Password must have lowercase characters'],
    ['noupper-123', 'Password must have uppercase characters'],
    ['NoNumbers-here', 'Password must have numeric characters'],
    ['NoSymbols123', 'Password must have symbol characters'],
  ])('password %s breaks the policy: %s', async (password, reason) => {
    expect(await failureOf(client().signUp(newEmail(), password))).toEqual({
      code: 'InvalidPasswordException',
      message: `Password did not conform with policy: ${reason}`,
    });
  });

  test('an unconfirmed user cannot sign in', async () => {
    const email = await registeredUser(false);
    expect(await failureOf(client().signIn(email, GOOD))).toEqual({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  test('a wrong code is CodeMismatchException; the right one confirms once', async () => {
    const email = await registeredUser(false);
    const code = await target.readCode(email, 'signup');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failureOf(client().confirm(email, wrong))).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    await client().confirm(email, code);
    expect(await failureOf(client().confirm(email, code))).toEqual({
      code: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    expect(await failureOf(client().resend(email))).toEqual({
      code: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  test('a resent code replaces the first one', async () => {
    const email = await registeredUser(false);
    const first = await target.readCode(email, 'signup');
    await client().resend(email);
    const second = await target.readCode(email, 'signup');
    if (first !== second)
      expect((await failureOf(client().confirm(email, first))).code).toMatch(
        /CodeMismatchException|ExpiredCodeException/,
      );
    await client().confirm(email, second);
  });

  test('unknown users: sign-in, confirm and reset say so in Cognito words', async () => {
    const email = newEmail();
    expect(await failureOf(client().signIn(email, GOOD))).toEqual({
      code: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    const notFound = { code: 'UserNotFoundException', message: 'Username/client id combination not found.' };
    expect(await failureOf(client().confirm(email, '123456'))).toEqual(notFound);
    expect(await failureOf(client().forgot(email))).toEqual(notFound);
  });

  test('a wrong password is NotAuthorizedException', async () => {
    const email = await registeredUser();
    expect(await failureOf(client().signIn(email, 'Wrong-pass-1'))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  test('sign-in returns RS256 tokens; the ID token verifies against the JWKS', async () => {
    const email = await registeredUser();
    const { session } = await client().signIn(email.toUpperCase(), GOOD);
    const idToken = session.getIdToken().getJwtToken();
    const header = JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('RS256');
    if (!target.builtIn) return;
    const jwks = await (await jwksRoute()).json();
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: LOCAL_POOL.issuer,
      audience: LOCAL_POOL.clientId,
    });
    expect(payload).toMatchObject({ email, email_verified: true, token_use: 'id' });
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(session.getAccessToken().decodePayload().token_use).toBe('access');
  });

  test('a refresh token gives new ID and access tokens; a bad one is refused', async () => {
    const email = await registeredUser();
    const { session } = await client().signIn(email, GOOD);
    const refreshed = await client().refresh(email, session.getRefreshToken().getToken());
    expect(refreshed.getIdToken().decodePayload().email).toBe(email);
    expect(refreshed.getRefreshToken().getToken()).toBe(session.getRefreshToken().getToken());
    expect((await failureOf(client().refresh(email, 'not-a-token'))).code).toBe('NotAuthorizedException');
  });

  test('GetUser, ChangePassword and DeleteUser work with the access token', async () => {
    const email = await registeredUser();
    const { user } = await client().signIn(email, GOOD);
    expect(await client().attributes(user)).toMatchObject({ email, email_verified: 'true' });
    expect(await failureOf(client().changePassword(user, 'Wrong-pass-1', 'New-pass-22'))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect((await failureOf(client().changePassword(user, GOOD, 'short'))).code).toBe('InvalidPasswordException');
    await client().changePassword(user, GOOD, 'New-pass-22');
    const again = await client().signIn(email, 'New-pass-22');
    await client().deleteUser(again.user);
    expect(await failureOf(client().signIn(email, 'New-pass-22'))).toEqual({
      code: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  test('password reset: code by mail, wrong code, weak password, then the new password works', async () => {
    const email = await registeredUser();
    await client().forgot(email);
    const code = await target.readCode(email, 'reset');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failureOf(client().confirmForgot(email, wrong, 'Reset-pass-33'))).toEqual({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(await failureOf(client().confirmForgot(email, code, 'reset-pass'))).toEqual({
      code: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have uppercase characters',
    });
    await client().confirmForgot(email, code, 'Reset-pass-33');
    await client().signIn(email, 'Reset-pass-33');
    expect((await failureOf(client().confirmForgot(email, code, 'Other-pass-44'))).code).toMatch(
      /ExpiredCodeException|CodeMismatchException/,
    );
  });

  test('an unconfirmed user cannot reset: no verified email', async () => {
    const email = await registeredUser(false);
    expect(await failureOf(client().forgot(email))).toEqual({
      code: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
  });
});

// Behaviour that needs the pool's clock or storage: the built-in pool only.
(target.builtIn ? describe : describe.skip)('built-in pool internals', () => {
  const LIMIT = { code: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' };

  test('five failed sign-ins lock the user for 15 minutes, even with the right password', async () => {
    const email = await registeredUser();
    for (let i = 0; i < 5; i++)
      expect((await failureOf(client().signIn(email, 'Wrong-pass-1'))).code).toBe('NotAuthorizedException');
    // The fifth failure sets the lock itself: its 15 minutes run from then, not from the next try.
    const db = await getDb();
    const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email));
    const minutes = (user!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await failureOf(client().signIn(email, GOOD))).toEqual(LIMIT);
    await db
      .update(idpUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(idpUsers.email, email));
    await client().signIn(email, GOOD);
  });

  test('five wrong codes lock confirmation too', async () => {
    const email = await registeredUser(false);
    const code = await target.readCode(email, 'signup');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await failureOf(client().confirm(email, wrong));
    expect(await failureOf(client().confirm(email, code))).toEqual(LIMIT);
  });

  test('more than five codes an hour for one user is LimitExceededException', async () => {
    const email = await registeredUser();
    for (let i = 0; i < 5; i++) await client().forgot(email);
    expect(await failureOf(client().forgot(email))).toEqual(LIMIT);
  });

  test('codes expire: sign-up after 24 hours, reset after 1 hour', async () => {
    const db = await getDb();
    const email = await registeredUser(false);
    const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email));
    const [signupCode] = await db.select().from(idpCodes).where(eq(idpCodes.sub, user!.sub));
    const hours = (signupCode!.expiresAt.getTime() - signupCode!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
    await db
      .update(idpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(idpCodes.sub, user!.sub));
    expect(await failureOf(client().confirm(email, await target.readCode(email, 'signup')))).toEqual({
      code: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
    await client().resend(email);
    await client().confirm(email, await target.readCode(email, 'signup'));
    await client().forgot(email);
    const [reset] = await db.select().from(idpCodes).where(eq(idpCodes.purpose, 'reset'));
    expect(Math.round((reset!.expiresAt.getTime() - reset!.createdAt.getTime()) / 3_600_000)).toBe(1);
  });

  test('passwords are scrypt hashes and refresh tokens are stored hashed', async () => {
    const email = await registeredUser();
    const { session } = await client().signIn(email, GOOD);
    const db = await getDb();
    const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email));
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    expect(user!.passwordHash).not.toContain(GOOD);
    const stored = await db.select().from(idpRefreshTokens).where(eq(idpRefreshTokens.sub, user!.sub));
    expect(stored.map((r) => r.tokenHash)).not.toContain(session.getRefreshToken().getToken());
    expect(stored).toHaveLength(1);
  });

  test('a reset revokes earlier refresh tokens', async () => {
    const email = await registeredUser();
    const { session } = await client().signIn(email, GOOD);
    await client().forgot(email);
    await client().confirmForgot(email, await target.readCode(email, 'reset'), 'Reset-pass-33');
    expect(await failureOf(client().refresh(email, session.getRefreshToken().getToken()))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  test('protocol errors: unknown operation, foreign client id, flows not offered', async () => {
    const post = (target: string, body: unknown) =>
      POST(
        new Request('http://pool.test/idp', {
          method: 'POST',
          headers: { 'x-amz-target': target },
          body: JSON.stringify(body),
        }),
      );
    const unknown = await post('AWSCognitoIdentityProviderService.AdminCreateUser', {});
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).__type).toBe('UnknownOperationException');
    const foreign = await post('AWSCognitoIdentityProviderService.SignUp', {
      ClientId: 'someone-else',
      Username: 'a@b.co',
      Password: GOOD,
    });
    expect(await foreign.json()).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client someone-else does not exist.',
    });
    const custom = await post('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: LOCAL_POOL.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: 'a@b.co' },
    });
    expect(await custom.json()).toEqual({
      __type: 'InvalidParameterException',
      message: 'Custom auth lambda trigger is not configured for the user pool.',
    });
    const notJson = await POST(
      new Request('http://pool.test/idp', {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
        body: '{',
      }),
    );
    expect((await notJson.json()).__type).toBe('SerializationException');
  });
});
