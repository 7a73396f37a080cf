import { CredentialsSignin, type Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { authConfig, PoolSignInError } from '@/lib/auth';
import { verifyIdToken } from '@/lib/auth/bearer';
import type { PoolTokens } from '@/lib/auth/pool';
import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { createUser } from '@/lib/idp/users';

// What next-auth is told to do at each step of a session (lib/auth/index.ts): the password sign-in
// and its errors, a social sign-in on the built-in pool, what the session object carries, and what
// is logged. next-auth itself is not stood in for: its callbacks are called as it calls them.

type JwtCallback = (params: { token: JWT; user?: unknown; account?: unknown }) => Promise<JWT | null>;
type SessionCallback = (params: { session: Session; token: JWT }) => Session;
type Authorize = (raw: unknown) => Promise<{ id: string; email: string; pool: PoolTokens }>;

const jwt = authConfig.callbacks!.jwt as unknown as JwtCallback;
const sessionCallback = authConfig.callbacks!.session as unknown as SessionCallback;
const authorize = (authConfig.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
const logError = (error: unknown) => (authConfig.logger!.error as (error: unknown) => void)(error);
const signOutEvent = (message: unknown) => (authConfig.events!.signOut as (message: unknown) => Promise<void>)(message);

const PASSWORD = 'Orange-Beach-7';

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
  await createUser(await getDb(), 'callbacks.member@example.com', PASSWORD, true);
}, 120_000);

afterEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the password sign-in (credentials provider)', () => {
  test('sends sign-in to /login, errors included, and keeps a session in a JWT cookie for 30 days, as long as the pool’s refresh token', () => {
    expect(authConfig.pages).toEqual({ signIn: '/login', error: '/login' });
    expect(authConfig.session).toEqual({ strategy: 'jwt', maxAge: 2_592_000 });
  });

  test('a form sent without an email or password is refused before any password is checked', async () => {
    expect(await failure(authorize({}))).toMatchObject({ poolError: { message: 'Username cannot be empty' } });
    // No password is not a wrong password: nothing counts toward the member's lock.
    const noPassword = (await failure(authorize({ email: 'callbacks.member@example.com' }))) as PoolSignInError;
    expect(noPassword).toBeInstanceOf(PoolSignInError);
    expect(noPassword.poolError.code).not.toBe('NotAuthorizedException');
  });

  test('is next-auth’s "credentials" provider, and a right password gives the pool’s user and tokens', async () => {
    expect((authConfig.providers[0] as unknown as { id: string }).id).toBe('credentials');
    const user = await authorize({ email: '  Callbacks.Member@Example.com ', password: PASSWORD });
    expect(user).toMatchObject({ id: user.pool.sub, email: 'callbacks.member@example.com' });
    expect(await verifyIdToken(user.pool.idToken)).toEqual({ userId: user.id, email: 'callbacks.member@example.com' });
  });

  test('a wrong password is a sign-in error carrying the pool’s error name and exact message', async () => {
    const error = await failure(authorize({ email: 'callbacks.member@example.com', password: 'Not-The-One-1' }));
    expect(error).toBeInstanceOf(PoolSignInError);
    expect(error).toBeInstanceOf(CredentialsSignin);
    expect(error).toMatchObject({
      code: 'NotAuthorizedException',
      poolError: { code: 'NotAuthorizedException', message: 'Incorrect username or password.' },
    });
  });

  test('an unknown user and an empty form get the pool’s own answers', async () => {
    expect(await failure(authorize({ email: 'nobody.here@example.com', password: PASSWORD }))).toMatchObject({
      poolError: { code: 'UserNotFoundException', message: 'User does not exist.' },
    });
    expect(await failure(authorize(undefined))).toMatchObject({
      poolError: { code: 'AuthError', message: 'Username cannot be empty' },
    });
    expect(await failure(authorize({}))).toMatchObject({
      poolError: { code: 'AuthError', message: 'Username cannot be empty' },
    });
  });

  test('a fresh sign-in puts the pool’s user and tokens into the session token', async () => {
    const user = await authorize({ email: 'callbacks.member@example.com', password: PASSWORD });
    const token = await jwt({
      token: { name: 'kept' },
      user,
      account: { provider: 'credentials', type: 'credentials' },
    });
    expect(token).toEqual({ name: 'kept', sub: user.pool.sub, email: 'callbacks.member@example.com', pool: user.pool });
  });

  test('a credentials sign-in without pool tokens is no session', async () => {
    expect(
      await jwt({
        token: {},
        user: { id: 'x', email: 'x@example.com' },
        account: { provider: 'credentials', type: 'credentials' },
      }),
    ).toBeNull();
  });
});

describe('a social sign-in (Facebook, Google, Apple) on the built-in pool', () => {
  test('gets pool tokens for the provider’s email, lower-cased, and the same user the next time', async () => {
    const token = await jwt({
      token: {},
      user: { email: 'Social.Callback@Example.com' },
      account: { provider: 'google', type: 'oidc' },
    });
    expect(token).toMatchObject({
      email: 'social.callback@example.com',
      pool: { email: 'social.callback@example.com' },
    });
    expect(token!.sub).toBe(token!.pool!.sub);
    expect(await verifyIdToken(token!.pool!.idToken)).toEqual({
      userId: token!.sub,
      email: 'social.callback@example.com',
    });
    const again = await jwt({
      token: {},
      user: { email: 'social.callback@example.com' },
      account: { provider: 'facebook', type: 'oauth' },
    });
    expect(again!.sub).toBe(token!.sub);
  });

  test('without an email from the provider there is no session, and the log says which provider', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await jwt({ token: {}, user: { name: 'No Email' }, account: { provider: 'apple', type: 'oidc' } }),
    ).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[auth] apple sign-in has no user pool session; federate it through the Cognito pool.',
    );
  });

  test('on another copy’s pool (COGNITO_ENDPOINT) it is refused: that pool must federate it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.COGNITO_ENDPOINT = 'http://peer.test/idp';
    resetEnvCache();
    try {
      expect(
        await jwt({
          token: {},
          user: { email: 'social.remote@example.com' },
          account: { provider: 'facebook', type: 'oauth' },
        }),
      ).toBeNull();
    } finally {
      delete process.env.COGNITO_ENDPOINT;
      resetEnvCache();
    }
    expect(warn).toHaveBeenCalledWith(
      '[auth] facebook sign-in has no user pool session; federate it through the Cognito pool.',
    );
  });
});

describe('the session object', () => {
  const pool: PoolTokens = {
    idToken: 'id',
    accessToken: 'access',
    refreshToken: 'refresh',
    expiresAt: 1,
    sub: 'pool-sub',
    email: 'pool@example.com',
  };
  const base = (): Session =>
    ({ user: { id: 'cookie-id', email: 'cookie@example.com' }, expires: '2100-01-01T00:00:00.000Z' }) as Session;

  test('names the user by the pool tokens and carries them server-side', () => {
    const session = sessionCallback({
      session: base(),
      token: { sub: 'cookie-sub', email: 'cookie@example.com', pool },
    });
    expect(session).toEqual({
      user: { id: 'pool-sub', email: 'pool@example.com' },
      expires: '2100-01-01T00:00:00.000Z',
      idToken: 'id',
      pool,
    });
  });

  test('without pool tokens it is passed on untouched', () => {
    expect(sessionCallback({ session: base(), token: { sub: 'cookie-sub' } })).toEqual(base());
  });
});

describe('what is logged', () => {
  test('a wrong password is an answer, not a server fault: nothing is logged', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    logError(new PoolSignInError({ code: 'NotAuthorizedException', message: 'Incorrect username or password.' }));
    logError(Object.assign(new Error('wrapped'), { type: 'CredentialsSignin' }));
    expect(error).not.toHaveBeenCalled();
  });

  test('any other error is logged with the [auth] prefix', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fault = Object.assign(new Error('JWTSessionError'), { type: 'JWTSessionError' });
    logError(fault);
    expect(error).toHaveBeenCalledWith('[auth]', fault);
  });
});

describe('the sign-out event', () => {
  test('with no session token (a database session) there is nothing to end', async () => {
    await expect(signOutEvent({ session: null })).resolves.toBeUndefined();
    await expect(signOutEvent({ token: null })).resolves.toBeUndefined();
  });
});
