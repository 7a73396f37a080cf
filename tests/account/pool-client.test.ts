import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { sql } from 'drizzle-orm';
import { isWorthRetrying, withRetry } from '@/lib/auth/pool-connection';
import { toPoolError } from '@/lib/auth/pool-error';
import { poolTransport } from '@/lib/auth/pool-transport';
import {
  changePassword,
  confirmPasswordReset,
  confirmRegistration,
  globalSignOut,
  PoolError,
  refreshTokens,
  registerUser,
  remotePoolEndpoint,
  requestPasswordReset,
  resendConfirmationCode,
  signInWithPassword,
  usesCognito,
  usesRemotePool,
  type PoolTokens,
} from '@/lib/auth/pool';
import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { handleIdpRequest } from '@/lib/idp/protocol';
import { createUser } from '@/lib/idp/users';
import { rememberEnv } from '../support/env';

// The server side of the account screens (lib/auth/pool.ts, pool-connection.ts, pool-transport.ts):
// which pool is used, the messages the screens get before the pool is even asked, and the pool's
// answers passed on with their Cognito error names, as the AWS SDK reads them.

const PASSWORD = 'Orange-Beach-7';
const IDENTITY_KEYS = ['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_ENDPOINT'] as const;
const restoreEnv = rememberEnv(IDENTITY_KEYS);
const env = process.env as Record<string, string | undefined>;

function identity(values: Partial<Record<(typeof IDENTITY_KEYS)[number], string>>): void {
  for (const key of IDENTITY_KEYS) delete env[key];
  Object.assign(env, values);
  resetEnvCache();
}

let tokens: PoolTokens;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await createUser(await getDb(), 'pool.client@example.com', PASSWORD, true);
  tokens = await signInWithPassword('pool.client@example.com', PASSWORD);
}, 120_000);

afterAll(() => {
  restoreEnv();
});

async function failure(promise: Promise<unknown>): Promise<{ name: string; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; code: string; message: string };
    return { name: e.name, code: e.code, message: e.message };
  }
  throw new Error('expected a failure');
}

describe('which pool the site uses', () => {
  afterEach(() => identity({}));

  test('Amazon Cognito only when both its pool id and its client id are set (one alone is refused at start)', () => {
    identity({});
    expect([usesCognito(), usesRemotePool()]).toEqual([false, false]);
    identity({ COGNITO_USER_POOL_ID: 'us-east-1_Example1' });
    expect(() => usesCognito()).toThrow('COGNITO_CLIENT_ID: must be set with COGNITO_USER_POOL_ID');
    identity({ COGNITO_CLIENT_ID: 'exampleclient1' });
    expect(() => usesCognito()).toThrow('COGNITO_USER_POOL_ID: must be set with COGNITO_CLIENT_ID');
    identity({ COGNITO_USER_POOL_ID: 'us-east-1_Example1', COGNITO_CLIENT_ID: 'exampleclient1' });
    expect([usesCognito(), usesRemotePool()]).toEqual([true, true]);
  });

  test('Cognito wins over another copy’s pool when both are configured', () => {
    identity({
      COGNITO_USER_POOL_ID: 'us-east-1_Example1',
      COGNITO_CLIENT_ID: 'exampleclient1',
      COGNITO_ENDPOINT: 'http://peer.test/idp',
    });
    expect(remotePoolEndpoint()).toBeUndefined();
    expect(usesRemotePool()).toBe(true);
  });

  test('with nothing configured, the built-in pool of this copy, in this process', async () => {
    identity({});
    expect([usesCognito(), remotePoolEndpoint(), usesRemotePool()]).toEqual([false, undefined, false]);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect((await signInWithPassword('pool.client@example.com', PASSWORD)).email).toBe('pool.client@example.com');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('answers before the pool is asked (Amplify’s own preconditions)', () => {
  test.each<[string, string, () => Promise<unknown>]>([
    ['sign-in with a blank email', 'Username cannot be empty', () => signInWithPassword('   ', PASSWORD)],
    ['sign-up with a blank email', 'Username cannot be empty', () => registerUser(' ', PASSWORD)],
    ['sign-up without a password', 'Password cannot be empty', () => registerUser('pool.client.new@example.com', '')],
    ['confirming with a blank email', 'Username cannot be empty', () => confirmRegistration('', '123456')],
    [
      'confirming without a code',
      'Confirmation code cannot be empty',
      () => confirmRegistration('pool.client@example.com', ''),
    ],
    ['resending a code to a blank email', 'Username cannot be empty', () => resendConfirmationCode('')],
    ['a reset for a blank email', 'Username cannot be empty', () => requestPasswordReset('  ')],
    [
      'a reset confirmed without a code',
      'Confirmation code cannot be empty',
      () => confirmPasswordReset('pool.client@example.com', '', 'Mentone-Falls-1'),
    ],
    [
      'a new password left empty',
      'Password cannot be empty',
      () => confirmPasswordReset('pool.client@example.com', '123456', ''),
    ],
    ['a password change to an empty password', 'Password cannot be empty', () => changePassword(tokens, PASSWORD, '')],
  ])('%s: AuthError "%s"', async (_name, message, call) => {
    expect(await failure(call())).toEqual({ name: 'AuthError', code: 'AuthError', message });
  });
});

describe('the pool’s own answers, passed on', () => {
  test('a reset for an unknown email', async () => {
    expect(await failure(requestPasswordReset('nobody.reset@example.com'))).toEqual({
      name: 'UserNotFoundException',
      code: 'UserNotFoundException',
      message: 'Username/client id combination not found.',
    });
  });

  test('a reset confirmed with a wrong code', async () => {
    await requestPasswordReset('pool.client@example.com');
    expect(await failure(confirmPasswordReset('pool.client@example.com', '000000', 'Mentone-Falls-1'))).toMatchObject({
      code: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  test('a sign-out with an access token whose signature is not the pool’s', async () => {
    const [header, payload] = tokens.accessToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the pool signature').toString('base64url')}`;
    expect(await failure(globalSignOut({ ...tokens, accessToken: forged }))).toMatchObject({
      code: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  test('a refresh needs only the refresh token, and keeps it when the pool does not rotate it', async () => {
    const refreshed = await refreshTokens(tokens.refreshToken);
    expect(refreshed).toMatchObject({
      sub: tokens.sub,
      email: 'pool.client@example.com',
      refreshToken: tokens.refreshToken,
    });
  });
});

describe('the transport to the pool (the AWS SDK’s public requestHandler)', () => {
  const inProcess = () =>
    new CognitoIdentityProviderClient({
      region: 'us-east-1',
      maxAttempts: 1,
      requestHandler: poolTransport('http://in-process/idp', (url, init) => handleIdpRequest(new Request(url, init))),
    });
  const failureOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const e = toPoolError(error);
      return { name: e.name, code: e.code, message: e.message, status: e.status, retried: isWorthRetrying(e) };
    }
    throw new Error('expected a failure');
  };

  test('answers an operation with the pool’s response body, in process', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const answer = await inProcess().send(new GetUserCommand({ AccessToken: tokens.accessToken }));
    expect(answer).toMatchObject({
      Username: tokens.sub,
      UserAttributes: expect.arrayContaining([{ Name: 'email', Value: 'pool.client@example.com' }]),
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  test('a refused request is an error named by the pool’s __type, with its message, its status, and no retry', async () => {
    expect(await failureOf(inProcess().send(new GetUserCommand({ AccessToken: 'not-an-access-token' })))).toEqual({
      name: 'NotAuthorizedException',
      code: 'NotAuthorizedException',
      message: 'Invalid Access Token',
      status: 400,
      retried: false,
    });
  });

  test('a failure inside the pool is a 500 that may be retried, as Cognito’s own are', async () => {
    const db = await getDb();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A real fault of the database under the pool, not a stand-in: its users table is gone.
    await db.execute(sql`alter table idp_users rename to idp_users_away`);
    try {
      expect(await failureOf(inProcess().send(new GetUserCommand({ AccessToken: tokens.accessToken })))).toEqual({
        name: 'InternalErrorException',
        code: 'InternalErrorException',
        message: 'An internal error occurred.',
        status: 500,
        retried: true,
      });
    } finally {
      await db.execute(sql`alter table idp_users_away rename to idp_users`);
      logged.mockRestore();
    }
  });

  test('an operation the pool does not know is answered as over HTTP', async () => {
    const { response } = await poolTransport('http://in-process/idp', (url, init) =>
      handleIdpRequest(new Request(url, init)),
    ).handle({
      method: 'POST',
      protocol: 'http:',
      hostname: 'in-process',
      path: '/idp',
      query: {},
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.NoSuchOperation',
      },
      body: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(Buffer.from(response.body as Uint8Array).toString('utf8'))).toEqual({
      __type: 'UnknownOperationException',
      message: 'Unknown operation AWSCognitoIdentityProviderService.NoSuchOperation',
    });
  });

  test('an answer that is not the protocol’s (a proxy’s 502 page) keeps its status, and may be retried', async () => {
    const proxy = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      maxAttempts: 1,
      requestHandler: poolTransport(
        'http://peer.test/idp',
        async () => new Response('<html>Bad gateway</html>', { status: 502 }),
      ),
    });
    expect(await failureOf(proxy.send(new GetUserCommand({ AccessToken: tokens.accessToken })))).toMatchObject({
      status: 502,
      retried: true,
    });
  });

  test('a pool that cannot be reached is a NetworkError, which may be retried', async () => {
    const unreachable = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      maxAttempts: 1,
      requestHandler: poolTransport('http://peer.test/idp', () => Promise.reject(new TypeError('fetch failed'))),
    });
    expect(await failureOf(unreachable.send(new GetUserCommand({ AccessToken: tokens.accessToken })))).toEqual({
      name: 'NetworkError',
      code: 'NetworkError',
      message: 'Network error',
      status: undefined,
      retried: true,
    });
  });
});

describe('which failures a refresh tries again', () => {
  const failing = (...failures: PoolError[]) => {
    const attempt = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return 'refreshed';
    });
    return attempt;
  };

  test.each([
    ['a refusal (4xx)', new PoolError('NotAuthorizedException', 'Invalid Refresh Token', 400)],
    ['the pool’s database away (503)', new PoolError('InternalErrorException', 'unavailable', 503)],
  ])('%s is not tried again', async (_name, failure) => {
    const attempt = failing(failure);
    await expect(withRetry(attempt)).rejects.toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  test('a 5xx or a network failure is, with a growing wait', async () => {
    const attempt = failing(
      new PoolError('InternalErrorException', 'An internal error occurred.', 500),
      new PoolError('NetworkError', 'Network error'),
    );
    const started = Date.now();
    await expect(withRetry(attempt)).resolves.toBe('refreshed');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });
});
