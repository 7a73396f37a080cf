import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { POST } from '@/app/idp/route';
import { getDb } from '@/lib/db/client';
import { idpChallenges, idpUsers } from '@/lib/db/schema';
import { storeChallenge } from '@/lib/idp/challenges';
import { LOCAL_POOL } from '@/lib/idp/config';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '@/lib/idp/password';
import { createUser } from '@/lib/idp/users';
import { CLIENT_ADDRESS_HEADER } from '@/lib/rate-limit/client-address';
import { rawIdp, rawPasswordSignIn } from './support/raw-idp';

// The edges of the built-in pool's checks that a client can reach: an ID token for a user whose
// address is not verified, values that are right only in part, a signature of the wrong length,
// stored hashes that are not the pool's own, and a password of exactly the shortest length.

const PASSWORD = 'Gulf-Shores-1';
const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

const newEmail = () => `edges-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 180_000);

test.each([
  [0, false],
  [1, true],
])('a confirmed user with email_verified %p signs in to an ID token that says %p', async (emailVerified, said) => {
  const email = newEmail();
  await (await getDb()).insert(idpUsers).values({
    sub: randomUUID(),
    email,
    passwordHash: await hashPassword(PASSWORD),
    status: 'CONFIRMED',
    emailVerified,
  });
  const { IdToken } = await rawPasswordSignIn(email, PASSWORD);
  expect(decodeJwt(IdToken)).toMatchObject({ email, email_verified: said });
});

test('an SRP_A with anything but hex before or after the hex is refused, not half read', async () => {
  for (const A of ['zz12ab', '12abzz', '12 ab']) {
    const answer = await rawIdp('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.com', SRP_A: A },
    });
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'Invalid SRP_A value.' },
    });
  }
});

test('a TIMESTAMP with text before or after the date is refused', async () => {
  for (const TIMESTAMP of ['x Tue Nov 25 12:00:00 UTC 2026', 'Tue Nov 25 12:00:00 UTC 2026 x']) {
    const answer = await rawIdp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: 'b', PASSWORD_CLAIM_SIGNATURE: 's', TIMESTAMP },
    });
    expect(answer.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    });
  }
});

describe('a PASSWORD_VERIFIER answer', () => {
  async function challenge() {
    const email = newEmail();
    await createUser(await getDb(), email, PASSWORD, true);
    const started = await rawIdp('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: email, SRP_A: 'abc123' },
    });
    expect(started.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    return (started.body.ChallengeParameters as { SECRET_BLOCK: string }).SECRET_BLOCK;
  }

  const answer = (secretBlock: string, signature: string) =>
    rawIdp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
        PASSWORD_CLAIM_SIGNATURE: signature,
        TIMESTAMP: 'Wed Nov 25 12:00:00 UTC 2026',
      },
    });

  test.each([
    ['too short', Buffer.from('short').toString('base64')],
    ['too long', Buffer.alloc(40, 7).toString('base64')],
    ['the right length', Buffer.alloc(32, 7).toString('base64')],
  ])('with a signature %s that is wrong is an incorrect password, not an error', async (_, signature) => {
    expect(await answer(await challenge(), signature)).toEqual({ status: 400, body: INCORRECT });
  });
});

describe('a stored password hash', () => {
  test('that is not scrypt$salt$hash matches no password, and nothing throws', async () => {
    const real = await hashPassword(PASSWORD);
    const [, salt, hash] = real.split('$');
    expect(await verifyPassword(PASSWORD, real)).toBe(true);
    // The last is a hash cut short: a key of the wrong length, which timingSafeEqual would throw on.
    for (const stored of [
      `bcrypt$${salt}$${hash}`,
      `scrypt$$${hash}`,
      `scrypt$${salt}$`,
      `scrypt$${salt}`,
      'scrypt',
      '',
      real.slice(0, -20),
    ]) {
      await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(false);
    }
  });
});

describe('the password policy', () => {
  // docs/SPEC.md: "at least 8 characters".
  test('takes a password of exactly 8 characters and refuses 7', () => {
    expect(() => assertPasswordPolicy('Aa1!aaaa')).not.toThrow();
    expect(() => assertPasswordPolicy('Aa1!aaa')).toThrow('Password not long enough');
  });
});

describe('errors in Cognito words', () => {
  const post = async (target: string, body: string, address = '198.51.100.7') => {
    const response = await POST(
      new Request('http://pool.test/idp', {
        method: 'POST',
        headers: { 'x-amz-target': target, [CLIENT_ADDRESS_HEADER]: address },
        body,
      }),
    );
    return { status: response.status, type: response.headers.get('x-amzn-errortype'), body: await response.json() };
  };

  test('an operation the pool does not know, and a body that is not JSON', async () => {
    expect(await post('AWSCognitoIdentityProviderService.AdminDeleteUser', '{}')).toEqual({
      status: 400,
      type: 'UnknownOperationException:',
      body: {
        __type: 'UnknownOperationException',
        message: 'Unknown operation AWSCognitoIdentityProviderService.AdminDeleteUser',
      },
    });
    // Without x-amz-target there is no operation to name.
    const untargeted = await POST(new Request('http://pool.test/idp', { method: 'POST', body: '{}' }));
    expect(await untargeted.json()).toEqual({ __type: 'UnknownOperationException', message: 'Unknown operation ' });
    expect(await post('AWSCognitoIdentityProviderService.InitiateAuth', '{"ClientId":')).toEqual({
      status: 400,
      type: 'SerializationException:',
      body: { __type: 'SerializationException', message: 'The request body is not valid JSON.' },
    });
  });

  test('a fault in the database under the pool: a 500 in Cognito words, and the cause in the log', async () => {
    const db = await getDb();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A real fault, not a stand-in: the users table is gone for the length of one call.
    await db.execute(sql`alter table idp_users rename to idp_users_away`);
    try {
      const answer = await rawIdp('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: newEmail(), PASSWORD },
      });
      expect(answer).toEqual({
        status: 500,
        body: { __type: 'InternalErrorException', message: 'An internal error occurred.' },
      });
      expect(logged).toHaveBeenCalledWith('[idp] unexpected error', expect.any(Error));
    } finally {
      await db.execute(sql`alter table idp_users_away rename to idp_users`);
      logged.mockRestore();
    }
  });

  test('an answer to a challenge the pool does not hold', async () => {
    const answer = await rawIdp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        PASSWORD_CLAIM_SECRET_BLOCK: 'bm90IGEgYmxvY2s=',
        PASSWORD_CLAIM_SIGNATURE: 's',
        TIMESTAMP: 'Wed Nov 25 12:00:00 UTC 2026',
      },
    });
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' },
    });
  });

  test('a new email that another account has', async () => {
    const [mine, theirs] = [newEmail(), newEmail()];
    const db = await getDb();
    await createUser(db, mine, PASSWORD, true);
    await createUser(db, theirs, PASSWORD, true);
    const { AccessToken } = await rawPasswordSignIn(mine, PASSWORD);
    expect(
      await rawIdp('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: theirs }] }),
    ).toEqual({
      status: 400,
      body: { __type: 'AliasExistsException', message: 'An account with the given email already exists.' },
    });
  });

  test(`the ${LOCAL_POOL.addressLimit.max + 1}st wrong guess from one address`, async () => {
    const body = JSON.stringify({
      ClientId: LOCAL_POOL.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD },
    });
    const answers = [];
    for (let i = 0; i <= LOCAL_POOL.addressLimit.max; i += 1)
      answers.push(await post('AWSCognitoIdentityProviderService.InitiateAuth', body, '198.51.100.31'));
    expect(answers.at(-2)?.body.__type).toBe('UserNotFoundException');
    expect(answers.at(-1)).toEqual({
      status: 400,
      type: 'TooManyRequestsException:',
      body: { __type: 'TooManyRequestsException', message: 'Too many requests' },
    });
  });
});

describe('challenges left unanswered', () => {
  async function expiredChallenge() {
    const db = await getDb();
    const { sub } = await createUser(db, newEmail(), PASSWORD, true);
    await db.insert(idpChallenges).values({
      idHash: `expired-${sub}`,
      sub,
      name: 'PASSWORD_VERIFIER',
      state: {},
      expiresAt: new Date(Date.now() - 1000),
    });
    return {
      sub,
      remaining: async () =>
        (
          await db
            .select()
            .from(idpChallenges)
            .where(eq(idpChallenges.idHash, `expired-${sub}`))
        ).length,
    };
  }

  // A share of new challenges sweeps the expired ones away: a controlled draw decides which.
  test.each([
    [0.019, 0],
    [0.02, 1],
  ])('a new challenge drawn %p leaves %p expired ones behind', async (draw, left) => {
    const { sub, remaining } = await expiredChallenge();
    jest.spyOn(Math, 'random').mockReturnValue(draw);
    try {
      await storeChallenge(await getDb(), sub, 'NEW_PASSWORD_REQUIRED', {});
    } finally {
      jest.spyOn(Math, 'random').mockRestore();
    }
    expect(await remaining()).toBe(left);
  });
});
