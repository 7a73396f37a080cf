import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { assertPasswordPolicy, hashPassword, verifyPassword } from '@/lib/idp/password';
import { createUser } from '@/lib/idp/users';
import { rawIdp } from './support/raw-idp';

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
  await (await getDb()).insert(idpUsers).values({ sub: randomUUID(), email, passwordHash: await hashPassword(PASSWORD), status: 'CONFIRMED', emailVerified });
  const signIn = await rawIdp('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });
  expect(signIn.status).toBe(200);
  const { IdToken } = signIn.body.AuthenticationResult as { IdToken: string };
  expect(decodeJwt(IdToken)).toMatchObject({ email, email_verified: said });
});

test('an SRP_A with anything but hex before or after the hex is refused, not half read', async () => {
  for (const A of ['zz12ab', '12abzz', '12 ab']) {
    const answer = await rawIdp('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'nobody@example.com', SRP_A: A } });
    expect(answer).toEqual({ status: 400, body: { __type: 'InvalidParameterException', message: 'Invalid SRP_A value.' } });
  }
});

test('a TIMESTAMP with text before or after the date is refused', async () => {
  for (const TIMESTAMP of ['x Tue Nov 25 12:00:00 UTC 2026', 'Tue Nov 25 12:00:00 UTC 2026 x']) {
    const answer = await rawIdp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: 'b', PASSWORD_CLAIM_SIGNATURE: 's', TIMESTAMP },
    });
    expect(answer.body).toEqual({ __type: 'InvalidParameterException', message: 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.' });
  }
});

describe('a PASSWORD_VERIFIER answer', () => {
  async function challenge() {
    const email = newEmail();
    await createUser(await getDb(), email, PASSWORD, true);
    const started = await rawIdp('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: email, SRP_A: 'abc123' } });
    expect(started.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    return (started.body.ChallengeParameters as { SECRET_BLOCK: string }).SECRET_BLOCK;
  }

  const answer = (secretBlock: string, signature: string) =>
    rawIdp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: secretBlock, PASSWORD_CLAIM_SIGNATURE: signature, TIMESTAMP: 'Wed Nov 25 12:00:00 UTC 2026' },
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
    for (const stored of [`bcrypt$${salt}$${hash}`, `scrypt$$${hash}`, `scrypt$${salt}$`, `scrypt$${salt}`, 'scrypt', '']) {
      await expect(verifyPassword(PASSWORD, stored)).resolves.toBe(false);
    }
  });
});

describe('the password policy', () => {
  // SPEC: "at least 8 characters".
  test('takes a password of exactly 8 characters and refuses 7', () => {
    expect(() => assertPasswordPolicy('Aa1!aaaa')).not.toThrow();
    expect(() => assertPasswordPolicy('Aa1!aaa')).toThrow('Password not long enough');
  });
});
