import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { getDb } from '@/lib/db/client';
import { idpKeys, idpUsers } from '@/lib/db/schema';
import { getJwks, getSigningKey, signIdToken } from '@/lib/idp/keys';
import { hashPassword } from '@/lib/idp/password';
import { createUser } from '@/lib/idp/users';
import { missingMember as missing, rawIdp } from './support/raw-idp';

// InitiateAuth and RespondToAuthChallenge as a client that is not amazon-cognito-identity-js sees
// them: every member left out, every flow and challenge name, in Cognito's own words; and the
// claims of the pool's ID tokens and keys.

const PASSWORD = 'Mobile-Bay-1';

const idp = rawIdp;

const newEmail = () => `flows-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 180_000);

describe('a member left out is named, in Cognito words', () => {
  test.each([
    ['InitiateAuth', {}, 'authFlow'],
    ['InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@example.com' } }, 'PASSWORD'],
    ['InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: 'a@example.com' } }, 'SRP_A'],
    ['RespondToAuthChallenge', {}, 'challengeName'],
    [
      'RespondToAuthChallenge',
      { ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: { PASSWORD_CLAIM_SIGNATURE: 's', TIMESTAMP: 't' } },
      'PASSWORD_CLAIM_SECRET_BLOCK',
    ],
    [
      'RespondToAuthChallenge',
      { ChallengeName: 'PASSWORD_VERIFIER', ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: 'b', TIMESTAMP: 't' } },
      'PASSWORD_CLAIM_SIGNATURE',
    ],
    [
      'RespondToAuthChallenge',
      {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeResponses: { PASSWORD_CLAIM_SECRET_BLOCK: 'b', PASSWORD_CLAIM_SIGNATURE: 's' },
      },
      'TIMESTAMP',
    ],
    [
      'RespondToAuthChallenge',
      { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'x', ChallengeResponses: {} },
      'NEW_PASSWORD',
    ],
  ])('%s %j: %s', async (operation, body, member) => {
    expect(await idp(operation, body)).toEqual({ status: 400, body: missing(member) });
  });
});

describe('flows and challenges', () => {
  test('an SRP_A that is not hex, or is a multiple of N, is refused before the user is looked up', async () => {
    for (const A of ['not-hex', '0']) {
      const answer = await idp('InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: 'nobody@example.com', SRP_A: A },
      });
      expect(answer.body).toEqual({ __type: 'InvalidParameterException', message: 'Invalid SRP_A value.' });
    }
  });

  test("a TIMESTAMP not in Java's date format is refused with the format it wants", async () => {
    const answer = await idp('RespondToAuthChallenge', {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeResponses: {
        PASSWORD_CLAIM_SECRET_BLOCK: 'b',
        PASSWORD_CLAIM_SIGNATURE: 's',
        TIMESTAMP: '2026-11-25T12:00:00Z',
      },
    });
    expect(answer.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.',
    });
  });

  test('a user from before SRP still gets a salt with the challenge, though no password answers it', async () => {
    const email = newEmail();
    await (await getDb()).insert(idpUsers).values({
      sub: randomUUID(),
      email,
      passwordHash: await hashPassword(PASSWORD),
      status: 'CONFIRMED',
      emailVerified: 1,
    });
    const answer = await idp('InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: email, SRP_A: 'abc123' },
    });
    expect(answer.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect((answer.body.ChallengeParameters as Record<string, string>).SALT).toMatch(/^[0-9a-f]{32}$/);
  });

  test('REFRESH_TOKEN is the same flow as REFRESH_TOKEN_AUTH', async () => {
    const email = newEmail();
    await createUser(await getDb(), email, PASSWORD, true);
    const signIn = await idp('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    });
    const refreshToken = (signIn.body.AuthenticationResult as { RefreshToken: string }).RefreshToken;
    for (const AuthFlow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']) {
      const refreshed = await idp('InitiateAuth', { AuthFlow, AuthParameters: { REFRESH_TOKEN: refreshToken } });
      expect(refreshed.status).toBe(200);
      const result = refreshed.body.AuthenticationResult as { IdToken: string; RefreshToken?: string };
      expect(decodeJwt(result.IdToken).email).toBe(email);
      expect(result.RefreshToken).toBeUndefined();
    }
  });

  test('a flow the client does not offer, and a challenge the pool never sets, are named', async () => {
    expect((await idp('InitiateAuth', { AuthFlow: 'ADMIN_NO_SRP_AUTH', AuthParameters: {} })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'ADMIN_NO_SRP_AUTH flow not enabled for this client',
    });
    expect((await idp('RespondToAuthChallenge', { ChallengeName: 'SMS_MFA', ChallengeResponses: {} })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Invalid challenge name: SMS_MFA',
    });
  });

  test.each([
    [1, 'true'],
    [0, 'false'],
  ])(
    'NEW_PASSWORD_REQUIRED for a user with email_verified %p tells the client %p, and asks for no attributes',
    async (emailVerified, said) => {
      const email = newEmail();
      const sub = randomUUID();
      await (await getDb()).insert(idpUsers).values({
        sub,
        email,
        passwordHash: await hashPassword('Temp-pass-1'),
        status: 'FORCE_CHANGE_PASSWORD',
        emailVerified,
      });
      const answer = await idp('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Temp-pass-1' },
      });
      expect(answer.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
      expect(answer.body.ChallengeParameters).toEqual({
        USER_ID_FOR_SRP: sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({ email, email_verified: said }),
      });
    },
  );
});

describe('keys and ID tokens', () => {
  test('an ID token says email_verified as the user is, and true when nothing is said', async () => {
    const db = await getDb();
    const unverified = decodeJwt(await signIdToken(db, { sub: 's', email: 'e@example.com', emailVerified: false }));
    const unsaid = decodeJwt(await signIdToken(db, { sub: 's', email: 'e@example.com' }));
    expect([unverified.email_verified, unsaid.email_verified]).toEqual([false, true]);
  });

  test('a pool with no key yet makes one when its JWKS is first read, and signs with that key', async () => {
    const db = await getDb();
    await db.delete(idpKeys);
    const { keys } = await getJwks(db);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.kid).toBe((await getSigningKey(db)).kid);
    expect((await getJwks(db)).keys).toEqual(keys);
  });
});
