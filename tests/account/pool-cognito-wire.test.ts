import { randomBytes } from 'node:crypto';
import { confirmRegistration, registerUser, signInWithPassword } from '@/lib/auth/pool';
import { resetEnvCache } from '@/lib/env';
import { rememberEnv } from '../support/env';

// The account calls as Amazon Cognito receives them (lib/auth/pool.ts), and the answers of Cognito
// that the built-in pool never gives: a new password required, a second factor, a custom
// challenge. Cognito is outside: its HTTP API is stood in for here, as amazon-cognito-identity-js
// calls it.

const PASSWORD = 'Orange-Beach-7';
const restoreEnv = rememberEnv(['COGNITO_USER_POOL_ID', 'COGNITO_CLIENT_ID', 'COGNITO_ENDPOINT']);
const realFetch = global.fetch;

const sent: { operation: string; body: Record<string, unknown> }[] = [];
/** The challenge Cognito answers a correct password with. */
let nextChallenge = 'NEW_PASSWORD_REQUIRED';

const challengeParameters: Record<string, Record<string, string>> = {
  NEW_PASSWORD_REQUIRED: {
    userAttributes: JSON.stringify({ email: 'kayla.ward@example.com' }),
    requiredAttributes: '[]',
  },
  SMS_MFA: { CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+*******0100' },
  SOFTWARE_TOKEN_MFA: {},
  SELECT_MFA_TYPE: { MFAS_CAN_CHOOSE: JSON.stringify(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']) },
  MFA_SETUP: { MFAS_CAN_SETUP: JSON.stringify(['SOFTWARE_TOKEN_MFA']) },
  CUSTOM_CHALLENGE: { USERNAME: 'kayla.ward@example.com' },
};

async function cognito(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const operation = String(new Headers(init?.headers).get('x-amz-target')).split('.').pop()!;
  sent.push({ operation, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
  switch (operation) {
    case 'SignUp':
      return Response.json({ UserConfirmed: false, UserSub: '5d6e1f2a-0b3c-4d5e-8f90-a1b2c3d4e5f6' });
    case 'ConfirmSignUp':
      return Response.json({});
    case 'InitiateAuth':
      return Response.json({
        ChallengeName: 'PASSWORD_VERIFIER',
        Session: 'verifier-session',
        ChallengeParameters: {
          USER_ID_FOR_SRP: 'kayla.ward@example.com',
          SRP_B: randomBytes(256).toString('hex'),
          SALT: randomBytes(16).toString('hex'),
          SECRET_BLOCK: randomBytes(64).toString('base64'),
        },
      });
    case 'RespondToAuthChallenge':
      return Response.json({
        ChallengeName: nextChallenge,
        Session: 'challenge-session',
        ChallengeParameters: challengeParameters[nextChallenge],
      });
    default:
      return Response.json(
        { __type: 'InvalidParameterException', message: `Not stood in for: ${operation}` },
        { status: 400 },
      );
  }
}

beforeAll(() => {
  process.env.COGNITO_USER_POOL_ID = 'us-east-1_SiteTest';
  process.env.COGNITO_CLIENT_ID = 'sitetestclient';
  delete process.env.COGNITO_ENDPOINT;
  resetEnvCache();
  global.fetch = jest.fn(cognito) as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
  restoreEnv();
});
beforeEach(() => {
  sent.length = 0;
});

const bodyOf = (operation: string) => sent.find((request) => request.operation === operation)?.body;

describe('what the site sends to Cognito', () => {
  test('a sign-up names the account by its email, trimmed and in lower case, and gives the email as its attribute', async () => {
    expect(await registerUser('  Kayla.Ward@Example.COM ', PASSWORD)).toEqual({
      userSub: '5d6e1f2a-0b3c-4d5e-8f90-a1b2c3d4e5f6',
    });
    expect(bodyOf('SignUp')).toMatchObject({
      ClientId: 'sitetestclient',
      Username: 'kayla.ward@example.com',
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: 'kayla.ward@example.com' }],
    });
  });

  test('confirming a sign-up moves the email to the new account even if an unconfirmed one held it (ForceAliasCreation)', async () => {
    await confirmRegistration(' Kayla.Ward@Example.COM', '402715');
    expect(bodyOf('ConfirmSignUp')).toMatchObject({
      Username: 'kayla.ward@example.com',
      ConfirmationCode: '402715',
      ForceAliasCreation: true,
    });
  });
});

describe('a correct password that Cognito answers with a further challenge', () => {
  test.each([
    ['NEW_PASSWORD_REQUIRED', 'PasswordResetRequiredException', 'Password reset required for the user'],
    ['SMS_MFA', 'NotAuthorizedException', 'Multi-factor authentication is not available here.'],
    ['SOFTWARE_TOKEN_MFA', 'NotAuthorizedException', 'Multi-factor authentication is not available here.'],
    ['SELECT_MFA_TYPE', 'NotAuthorizedException', 'Multi-factor authentication is not available here.'],
    ['MFA_SETUP', 'NotAuthorizedException', 'Multi-factor authentication is not available here.'],
    [
      'CUSTOM_CHALLENGE',
      'InvalidParameterException',
      'Custom auth lambda trigger is not configured for the user pool.',
    ],
  ])('%s: the sign-in fails as %s, "%s"', async (challenge, code, message) => {
    nextChallenge = challenge;
    await expect(signInWithPassword('kayla.ward@example.com', PASSWORD)).rejects.toMatchObject({
      name: code,
      code,
      message,
    });
    expect(sent.map((request) => request.operation)).toEqual(['InitiateAuth', 'RespondToAuthChallenge']);
    expect(bodyOf('InitiateAuth')).toMatchObject({
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: 'kayla.ward@example.com' },
    });
  });
});
