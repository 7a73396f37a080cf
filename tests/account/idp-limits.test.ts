import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST } from '@/app/idp/route';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import { builtInPool, libraryClient } from './support/pool-harness';

// The limits as a caller meets them at POST /idp: per user (the lock, counted atomically) and per
// address (so one address cannot try one password on many users), and no timing tell for
// unknown users.
const GOOD = 'Sweet-Home-1';
const realFetch = globalThis.fetch;
let address = '203.0.113.1';

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(builtInPool.endpoint)) return realFetch(input, init);
    return call(JSON.parse(String(init?.body)), new Headers(init?.headers).get('x-amz-target')!.split('.')[1]!);
  };
}, 180_000);
afterAll(() => {
  globalThis.fetch = realFetch;
});

function call(body: unknown, operation: string, from = address): Promise<Response> {
  return POST(
    new Request('http://pool.test/idp', {
      method: 'POST',
      headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, 'x-client-address': from },
      body: JSON.stringify(body),
    }),
  );
}

const passwordSignIn = (email: string, password: string, from?: string) =>
  call(
    {
      ClientId: LOCAL_POOL.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
    'InitiateAuth',
    from,
  );

async function confirmedUser(from: string): Promise<string> {
  address = from;
  const email = `limits-${randomUUID().slice(0, 8)}@example.com`;
  const client = libraryClient(builtInPool);
  await client.signUp(email, GOOD);
  await client.confirm(email, await builtInPool.readCode(email, 'signup'));
  return email;
}

const typeOf = async (response: Response) => ((await response.json()) as { __type?: string }).__type;

test('25 parallel wrong passwords get 5 password checks, then the lock', async () => {
  const email = await confirmedUser('203.0.113.10');
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) => passwordSignIn(email, `Wrong-pass-${i}`, `203.0.113.${100 + i}`).then(typeOf)),
  );
  const checked = answers.filter((t) => t === 'NotAuthorizedException').length;
  expect(checked).toBe(LOCAL_POOL.maxFailedAttempts);
  expect(answers.filter((t) => t === 'LimitExceededException')).toHaveLength(25 - checked);
  expect(await typeOf(await passwordSignIn(email, GOOD, '203.0.113.99'))).toBe('LimitExceededException');
  const [user] = await (await getDb()).select().from(idpUsers).where(eq(idpUsers.email, email));
  expect(user!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
}, 120_000);

test('one address spraying one password over many users meets TooManyRequestsException; another address does not', async () => {
  const spray = '198.51.100.200';
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < LOCAL_POOL.addressLimit.max + 2; i++) {
    answers.push(
      await typeOf(await passwordSignIn(`victim-${i}-${randomUUID().slice(0, 6)}@example.com`, 'Summer-2024!', spray)),
    );
  }
  expect(answers.slice(0, LOCAL_POOL.addressLimit.max).every((t) => t === 'UserNotFoundException')).toBe(true);
  expect(answers.slice(LOCAL_POOL.addressLimit.max)).toEqual(['TooManyRequestsException', 'TooManyRequestsException']);
  // Codes are in the same budget: ConfirmSignUp and ConfirmForgotPassword from the sprayer are refused too.
  const confirm = await call(
    { ClientId: LOCAL_POOL.clientId, Username: 'a@example.com', ConfirmationCode: '123456' },
    'ConfirmSignUp',
    spray,
  );
  expect(await confirm.json()).toEqual({ __type: 'TooManyRequestsException', message: 'Too many requests' });
  const reset = await call(
    { ClientId: LOCAL_POOL.clientId, Username: 'a@example.com', ConfirmationCode: '123456', Password: GOOD },
    'ConfirmForgotPassword',
    spray,
  );
  expect(await typeOf(reset)).toBe('TooManyRequestsException');
  // So is the password check of the SRP flow, and a guess cannot pass as a refresh by naming one.
  const verifier = await call(
    {
      ClientId: LOCAL_POOL.clientId,
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        PASSWORD_CLAIM_SECRET_BLOCK: 'b',
        PASSWORD_CLAIM_SIGNATURE: 's',
        TIMESTAMP: 'Wed Nov 25 12:00:00 UTC 2026',
      },
    },
    'RespondToAuthChallenge',
    spray,
  );
  expect(await typeOf(verifier)).toBe('TooManyRequestsException');
  const posingAsRefresh = await call(
    {
      ClientId: LOCAL_POOL.clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      Username: 'a@example.com',
      ConfirmationCode: '123456',
    },
    'ConfirmSignUp',
    spray,
  );
  expect(await typeOf(posingAsRefresh)).toBe('TooManyRequestsException');
  expect(await typeOf(await passwordSignIn('someone@example.com', 'Summer-2024!', '198.51.100.201'))).toBe(
    'UserNotFoundException',
  );
}, 180_000);

test('people signing in behind one address never meet the address limit: only wrong answers count', async () => {
  const office = '192.0.2.50';
  const email = await confirmedUser(office);
  const answers: (string | undefined)[] = [];
  for (let i = 0; i < LOCAL_POOL.addressLimit.max + 5; i++) {
    const response = await passwordSignIn(email, GOOD, office);
    answers.push(response.ok ? 'signed in' : await typeOf(response));
  }
  expect(answers.every((t) => t === 'signed in')).toBe(true);
  // Refreshing a granted session is not a guess either.
  const { AuthenticationResult } = (await (await passwordSignIn(email, GOOD, office)).json()) as {
    AuthenticationResult: { RefreshToken: string };
  };
  const refresh = () =>
    call(
      {
        ClientId: LOCAL_POOL.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: AuthenticationResult.RefreshToken },
      },
      'InitiateAuth',
      office,
    );
  for (let i = 0; i < LOCAL_POOL.addressLimit.max + 1; i++) expect((await refresh()).status).toBe(200);
  // And the wrong answers still add up to the wall.
  for (let i = 0; i < LOCAL_POOL.addressLimit.max; i++)
    await passwordSignIn(`nobody-${i}-${randomUUID().slice(0, 6)}@example.com`, 'Summer-2024!', office);
  expect(await typeOf(await passwordSignIn(email, GOOD, office))).toBe('TooManyRequestsException');
}, 240_000);

test('known and unknown users cost the same password-hash work on InitiateAuth', async () => {
  const email = await confirmedUser('203.0.113.20');
  const time = async (username: string) => {
    const started = performance.now();
    await passwordSignIn(username, 'Wrong-pass-1', `203.0.113.${21 + Math.floor(Math.random() * 50)}`);
    return performance.now() - started;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const known: number[] = [];
  const unknown: number[] = [];
  // Four tries on the known user stay under its lock; alternating spreads any load on the machine.
  for (let i = 0; i < 4; i++) {
    known.push(await time(email));
    unknown.push(await time(`nobody-${randomUUID().slice(0, 8)}@example.com`));
  }
  const ratio = median(unknown) / median(known);
  // Without the dummy check an unknown user answers in a few milliseconds against scrypt's ~50+.
  expect(ratio).toBeGreaterThan(0.5);
  expect(ratio).toBeLessThan(2);
}, 120_000);
