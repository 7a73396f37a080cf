import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
} from 'amazon-cognito-identity-js';
import { eq } from 'drizzle-orm';
import { signInWithPassword } from '@/lib/auth/pool';
import { poolTransport } from '@/lib/auth/pool-transport';
import { getDb } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { LOCAL_POOL } from '@/lib/idp/config';
import { hashPassword } from '@/lib/idp/password';
import { clientEphemeral, signPasswordClaim } from '@/lib/idp/srp';
import { builtInPool, failureOf, libraryClient } from './support/pool-harness';
import { startLoopbackPool, type LoopbackPool } from './support/loopback-pool';

// Cognito's default flow: InitiateAuth with USER_SRP_AUTH, then RespondToAuthChallenge answers
// PASSWORD_VERIFIER. The clients talk to the pool over HTTP on loopback, doing their own SRP math;
// the pool never sees the password. amazon-cognito-identity-js (what a browser may use) signs in
// once; the other cases use the site's own SRP client (lib/idp/srp.ts on native BigInt, through
// the AWS SDK), whose arithmetic is fast on every Node version.
let pool: LoopbackPool;
let testNumber = 0;
const GOOD = 'Sweet-Home-1';

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
  pool = await startLoopbackPool();
}, 180_000);
afterAll(() => pool.close());
beforeEach(() => pool.setClientAddress(`198.18.0.${++testNumber}`));

/** amazon-cognito-identity-js's authenticateUser with no flow set: USER_SRP_AUTH. */
function librarySrpSignIn(email: string, password: string): Promise<CognitoUserSession> {
  const cognito = new CognitoUserPool({
    UserPoolId: LOCAL_POOL.userPoolId,
    ClientId: LOCAL_POOL.clientId,
    endpoint: `${pool.origin}/idp`,
  });
  const user = new CognitoUser({ Username: email, Pool: cognito });
  return new Promise((resolve, reject) =>
    user.authenticateUser(new AuthenticationDetails({ Username: email, Password: password }), {
      onSuccess: resolve,
      onFailure: reject,
    }),
  );
}

/** The site's SRP client over HTTP: its tokens, or the challenge the pool answered with. */
async function srpSignIn(
  email: string,
  password: string,
): Promise<{ result?: AuthenticationResultType; challenge?: string }> {
  const client = new CognitoIdentityProviderClient({
    region: LOCAL_POOL.region,
    maxAttempts: 1,
    requestHandler: poolTransport(`${pool.origin}/idp`, (url, init) => fetch(url, init)),
  });
  const { a, A } = clientEphemeral();
  const started = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: LOCAL_POOL.clientId,
      AuthParameters: { USERNAME: email, SRP_A: A },
    }),
  );
  const { USER_ID_FOR_SRP = '', SRP_B = '', SALT = '', SECRET_BLOCK = '' } = started.ChallengeParameters ?? {};
  const claim = signPasswordClaim({
    poolName: LOCAL_POOL.userPoolId.split('_')[1]!,
    a,
    A,
    B: SRP_B,
    salt: SALT,
    userId: USER_ID_FOR_SRP,
    password,
    secretBlock: SECRET_BLOCK,
    at: new Date(),
  })!;
  const answer = await client.send(
    new RespondToAuthChallengeCommand({
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: LOCAL_POOL.clientId,
      Session: started.Session,
      ChallengeResponses: {
        USERNAME: USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: SECRET_BLOCK,
        TIMESTAMP: claim.timestamp,
        PASSWORD_CLAIM_SIGNATURE: claim.signature,
      },
    }),
  );
  return { result: answer.AuthenticationResult, challenge: answer.ChallengeName };
}

const claimsOf = (token: string | undefined) =>
  JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function confirmedUser(): Promise<string> {
  const email = `srp-${randomUUID().slice(0, 8)}@example.com`;
  const client = libraryClient({ ...builtInPool, endpoint: `${pool.origin}/idp` });
  await client.signUp(email, GOOD);
  await client.confirm(email, await builtInPool.readCode(email, 'signup'));
  return email;
}

describe('USER_SRP_AUTH', () => {
  test('amazon-cognito-identity-js signs in with its default flow; the tokens are the pool’s', async () => {
    const email = await confirmedUser();
    const session = await librarySrpSignIn(email.toUpperCase(), GOOD);
    expect(session.getIdToken().decodePayload()).toMatchObject({ email, token_use: 'id', iss: LOCAL_POOL.issuer });
    expect(session.getRefreshToken().getToken()).not.toBe('');
    // The library's own jsbn arithmetic takes a few seconds here, and far longer on Node 21 and later.
  }, 120_000);

  test('the site’s SRP client signs in the same way; the tokens are the pool’s', async () => {
    const email = await confirmedUser();
    const { result } = await srpSignIn(email.toUpperCase(), GOOD);
    expect(claimsOf(result?.IdToken)).toMatchObject({ email, token_use: 'id', iss: LOCAL_POOL.issuer });
    expect(result?.RefreshToken).toBeTruthy();
  });

  test('a wrong password is NotAuthorizedException and counts toward the lock', async () => {
    const email = await confirmedUser();
    expect(await failureOf(srpSignIn(email, 'Wrong-pass-1'))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const [user] = await (await getDb()).select().from(idpUsers).where(eq(idpUsers.email, email));
    expect(user!.failedAttempts).toBe(1);
  });

  test('an unknown user is UserNotFoundException, as with USER_PASSWORD_AUTH', async () => {
    expect(await failureOf(srpSignIn(`nobody-${randomUUID().slice(0, 8)}@example.com`, GOOD))).toEqual({
      code: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  test('a SECRET_BLOCK answers once: replaying a valid claim is refused', async () => {
    const email = await confirmedUser();
    const bodies: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (
        String((init?.headers as Record<string, string> | undefined)?.['x-amz-target']).endsWith(
          'RespondToAuthChallenge',
        )
      )
        bodies.push(String(init!.body));
      return realFetch(input, init);
    };
    try {
      await srpSignIn(email, GOOD);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(bodies).toHaveLength(1);
    const replay = await realFetch(`${pool.origin}/idp`, {
      method: 'POST',
      headers: {
        'x-amz-target': 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
        'content-type': 'application/x-amz-json-1.1',
      },
      body: bodies[0],
    });
    expect(await replay.json()).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  test('a user from before SRP (no verifier) is refused by SRP until one USER_PASSWORD_AUTH sign-in gives them one', async () => {
    const email = await confirmedUser();
    const db = await getDb();
    await db.update(idpUsers).set({ srpSalt: null, srpVerifier: null }).where(eq(idpUsers.email, email));
    expect((await failureOf(srpSignIn(email, GOOD))).code).toBe('NotAuthorizedException');
    await libraryClient({ ...builtInPool, endpoint: `${pool.origin}/idp` }).signIn(email, GOOD);
    expect((await srpSignIn(email, GOOD)).result?.IdToken).toBeTruthy();
  });

  test('a user who has a verifier keeps it: a USER_PASSWORD_AUTH sign-in writes no new salt, verifier or hash', async () => {
    const email = await confirmedUser();
    const db = await getDb();
    const columns = async () => {
      const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email));
      return { srpSalt: user?.srpSalt, srpVerifier: user?.srpVerifier, passwordHash: user?.passwordHash };
    };
    const before = await columns();
    expect(before.srpVerifier).toBeTruthy();
    await libraryClient({ ...builtInPool, endpoint: `${pool.origin}/idp` }).signIn(email, GOOD);
    expect(await columns()).toEqual(before);
  });

  test('FORCE_CHANGE_PASSWORD: NEW_PASSWORD_REQUIRED, then the new password signs in', async () => {
    const email = `forced-${randomUUID().slice(0, 8)}@example.com`;
    const db = await getDb();
    // An administrator's invitation: a temporary password, no SRP verifier yet, and a forced change.
    await db.insert(idpUsers).values({
      sub: randomUUID(),
      email,
      passwordHash: await hashPassword('Temp-pass-1'),
      status: 'FORCE_CHANGE_PASSWORD',
      emailVerified: 1,
    });
    const client = libraryClient({ ...builtInPool, endpoint: `${pool.origin}/idp` });
    const challenge = await new Promise<{ user: CognitoUser; attributes: Record<string, unknown> }>(
      (resolve, reject) => {
        const cognito = new CognitoUserPool({
          UserPoolId: LOCAL_POOL.userPoolId,
          ClientId: LOCAL_POOL.clientId,
          endpoint: `${pool.origin}/idp`,
        });
        const user = new CognitoUser({ Username: email, Pool: cognito });
        user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
        user.authenticateUser(new AuthenticationDetails({ Username: email, Password: 'Temp-pass-1' }), {
          onSuccess: () => reject(new Error('expected a challenge')),
          onFailure: reject,
          newPasswordRequired: (attributes: Record<string, unknown>) => resolve({ user, attributes }),
        });
      },
    );
    expect(challenge.attributes).toMatchObject({ email });
    const weak = await failureOf(
      new Promise((resolve, reject) =>
        challenge.user.completeNewPasswordChallenge('weak', {}, { onSuccess: resolve, onFailure: reject }),
      ),
    );
    expect(weak.code).toBe('InvalidPasswordException');
    const session = await new Promise<CognitoUserSession>((resolve, reject) =>
      challenge.user.completeNewPasswordChallenge('Chosen-pass-2', {}, { onSuccess: resolve, onFailure: reject }),
    );
    expect(session.getIdToken().decodePayload().email).toBe(email);
    const [user] = await db.select().from(idpUsers).where(eq(idpUsers.email, email));
    expect(user!.status).toBe('CONFIRMED');
    expect((await srpSignIn(email, 'Chosen-pass-2')).result?.IdToken).toBeTruthy();
    expect((await failureOf(client.signIn(email, 'Temp-pass-1'))).code).toBe('NotAuthorizedException');
  });

  test('the site signs in with SRP: no ALLOW_USER_PASSWORD_AUTH needed on a real Cognito client', async () => {
    const email = await confirmedUser();
    const db = await getDb();
    // Only the SRP verifier still knows GOOD: a USER_PASSWORD_AUTH sign-in with it would now fail.
    await db
      .update(idpUsers)
      .set({ passwordHash: await hashPassword('Other-pass-9') })
      .where(eq(idpUsers.email, email));
    expect(
      (await failureOf(libraryClient({ ...builtInPool, endpoint: `${pool.origin}/idp` }).signIn(email, GOOD))).code,
    ).toBe('NotAuthorizedException');
    const tokens = await signInWithPassword(email, GOOD);
    expect(tokens.email).toBe(email);
    expect(await failureOf(signInWithPassword(email, 'Wrong-pass-1'))).toEqual({
      code: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
