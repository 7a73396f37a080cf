import { randomUUID } from 'node:crypto';
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { verifyIdToken } from '@/lib/auth/bearer';
import { getDb } from '@/lib/db/client';
import { LOCAL_POOL } from '@/lib/idp/config';
import { builtInPool } from './support/pool-harness';
import { startLoopbackPool, type LoopbackPool } from './support/loopback-pool';

// A peer client: the official AWS SDK v3 drives the built-in pool over HTTP, as any Cognito app
// would, and aws-jwt-verify checks its tokens with the JWKS that /idp/config advertises.
let pool: LoopbackPool;
let sdk: CognitoIdentityProviderClient;
const ClientId = LOCAL_POOL.clientId;
const GOOD = 'Sweet-Home-1';
let testNumber = 0;

beforeAll(async () => {
  await getDb();
  pool = await startLoopbackPool();
  // The SDK posts to the endpoint's path with a trailing slash: /idp/.
  sdk = new CognitoIdentityProviderClient({
    region: LOCAL_POOL.region,
    endpoint: `${pool.origin}/idp/`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
}, 180_000);
afterAll(async () => {
  sdk.destroy();
  await pool.close();
});
beforeEach(() => pool.setClientAddress(`192.0.2.${++testNumber}`));

async function errorOf(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as Error;
    return { name: e.name, message: e.message };
  }
  throw new Error('expected the call to fail');
}

async function confirmedUser(): Promise<string> {
  const email = `peer-${randomUUID().slice(0, 8)}@example.com`;
  await sdk.send(
    new SignUpCommand({ ClientId, Username: email, Password: GOOD, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  await sdk.send(
    new ConfirmSignUpCommand({
      ClientId,
      Username: email,
      ConfirmationCode: await builtInPool.readCode(email, 'signup'),
    }),
  );
  return email;
}

async function signIn(email: string, password = GOOD) {
  const { AuthenticationResult } = await sdk.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    access: AuthenticationResult!.AccessToken!,
    id: AuthenticationResult!.IdToken!,
    refresh: AuthenticationResult!.RefreshToken!,
  };
}

const refresh = (token: string) =>
  sdk.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } }),
  );
const getUser = (access: string) => sdk.send(new GetUserCommand({ AccessToken: access }));
const REVOKED_ACCESS = { name: 'NotAuthorizedException', message: 'Access Token has been revoked' };
const REVOKED_REFRESH = { name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' };

describe('the AWS SDK against the built-in pool', () => {
  test('sign-up, confirm, sign-in; aws-jwt-verify accepts the tokens with the JWKS /idp/config names', async () => {
    const email = `peer-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await sdk.send(new SignUpCommand({ ClientId, Username: email, Password: GOOD }));
    expect(signUp.UserConfirmed).toBe(false);
    expect(await errorOf(sdk.send(new SignUpCommand({ ClientId, Username: email, Password: GOOD })))).toMatchObject({
      name: 'UsernameExistsException',
    });
    expect(
      await errorOf(sdk.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '000000x' }))),
    ).toMatchObject({
      name: 'CodeMismatchException',
    });
    await sdk.send(
      new ConfirmSignUpCommand({
        ClientId,
        Username: email,
        ConfirmationCode: await builtInPool.readCode(email, 'signup'),
      }),
    );
    expect(await errorOf(signIn(email, 'Wrong-pass-1'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    const tokens = await signIn(email);

    const config = (await (await fetch(`${pool.origin}/idp/config`)).json()) as {
      userPoolId: string;
      issuer: string;
      jwksUri: string;
    };
    expect(config.jwksUri).toBe(`${pool.origin}/idp/.well-known/jwks.json`);
    const idVerifier = CognitoJwtVerifier.create({ userPoolId: config.userPoolId, clientId: ClientId, tokenUse: 'id' });
    const accessVerifier = CognitoJwtVerifier.create({
      userPoolId: config.userPoolId,
      clientId: ClientId,
      tokenUse: 'access',
    });
    const jwks = await (await fetch(config.jwksUri)).json();
    idVerifier.cacheJwks(jwks);
    accessVerifier.cacheJwks(jwks);
    const id = await idVerifier.verify(tokens.id);
    const access = await accessVerifier.verify(tokens.access);
    expect(id.iss).toBe(config.issuer);
    expect(id.email).toBe(email);
    // Cognito's session claims: one origin_jti for the sign-in, carried by both tokens.
    expect(id.origin_jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(access.origin_jti).toBe(id.origin_jti);
    expect(typeof access.event_id).toBe('string');
    expect((await getUser(tokens.access)).UserAttributes).toContainEqual({ Name: 'email', Value: email });
  });

  test('GlobalSignOut ends every session: GetUser, refresh and the /prod verifier refuse its tokens', async () => {
    const email = await confirmedUser();
    const first = await signIn(email);
    const second = await signIn(email);
    expect((await verifyIdToken(second.id)).email).toBe(email);
    await sdk.send(new GlobalSignOutCommand({ AccessToken: first.access }));
    for (const session of [first, second]) {
      expect(await errorOf(getUser(session.access))).toEqual(REVOKED_ACCESS);
      expect(await errorOf(refresh(session.refresh))).toEqual(REVOKED_REFRESH);
      expect(
        await errorOf(sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: session.refresh }))),
      ).toEqual(REVOKED_REFRESH);
      await expect(verifyIdToken(session.id)).rejects.toThrow();
    }
    // Signing in again starts a new session.
    await getUser((await signIn(email)).access);
  });

  test('RevokeToken ends that refresh token’s session only; a refresh keeps the session', async () => {
    const email = await confirmedUser();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    const renewed = (await sdk.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: phone.refresh })))
      .AuthenticationResult!;
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, string>;
    expect(claims(renewed.IdToken!).origin_jti).toBe(claims(phone.id).origin_jti);
    expect(claims(renewed.IdToken!).event_id).not.toBe(claims(phone.id).event_id);
    expect(await errorOf(sdk.send(new RevokeTokenCommand({ ClientId, Token: phone.access })))).toEqual({
      name: 'UnsupportedTokenTypeException',
      message: 'Unsupported token type',
    });
    await sdk.send(new RevokeTokenCommand({ ClientId, Token: phone.refresh }));
    expect(await errorOf(getUser(renewed.AccessToken!))).toEqual(REVOKED_ACCESS);
    expect(await errorOf(refresh(phone.refresh))).toEqual(REVOKED_REFRESH);
    await expect(verifyIdToken(phone.id)).rejects.toThrow();
    await getUser(laptop.access);
    await refresh(laptop.refresh);
  });

  test('ChangePassword keeps the caller signed in and ends the other sessions', async () => {
    const email = await confirmedUser();
    const mine = await signIn(email);
    const thief = await signIn(email);
    expect(
      await errorOf(
        sdk.send(
          new ChangePasswordCommand({
            AccessToken: mine.access,
            PreviousPassword: 'Wrong-pass-1',
            ProposedPassword: 'New-pass-22',
          }),
        ),
      ),
    ).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await sdk.send(
      new ChangePasswordCommand({ AccessToken: mine.access, PreviousPassword: GOOD, ProposedPassword: 'New-pass-22' }),
    );
    await getUser(mine.access);
    await refresh(mine.refresh);
    expect(await errorOf(getUser(thief.access))).toEqual(REVOKED_ACCESS);
    expect(await errorOf(refresh(thief.refresh))).toEqual(REVOKED_REFRESH);
    await signIn(email, 'New-pass-22');
  });

  test('a password reset ends every session, access tokens included', async () => {
    const email = await confirmedUser();
    const before = await signIn(email);
    await sdk.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const code = await builtInPool.readCode(email, 'reset');
    expect(
      await errorOf(
        sdk.send(
          new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: 'weak' }),
        ),
      ),
    ).toMatchObject({
      name: 'InvalidPasswordException',
    });
    await sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'Reset-pass-33',
      }),
    );
    expect(await errorOf(getUser(before.access))).toEqual(REVOKED_ACCESS);
    expect(await errorOf(refresh(before.refresh))).toEqual(REVOKED_REFRESH);
    await signIn(email, 'Reset-pass-33');
  });

  test('UpdateUserAttributes: a name is stored; a new email is unverified until its code comes back', async () => {
    const email = await confirmedUser();
    const { access } = await signIn(email);
    await sdk.send(
      new UpdateUserAttributesCommand({
        AccessToken: access,
        UserAttributes: [{ Name: 'given_name', Value: 'Kayla' }],
      }),
    );
    expect((await getUser(access)).UserAttributes).toContainEqual({ Name: 'given_name', Value: 'Kayla' });
    expect(
      await errorOf(
        sdk.send(
          new UpdateUserAttributesCommand({
            AccessToken: access,
            UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
          }),
        ),
      ),
    ).toMatchObject({
      name: 'NotAuthorizedException',
    });
    const taken = await confirmedUser();
    expect(
      await errorOf(
        sdk.send(
          new UpdateUserAttributesCommand({ AccessToken: access, UserAttributes: [{ Name: 'email', Value: taken }] }),
        ),
      ),
    ).toMatchObject({
      name: 'AliasExistsException',
    });
    const moved = `moved-${randomUUID().slice(0, 8)}@example.com`;
    const update = await sdk.send(
      new UpdateUserAttributesCommand({ AccessToken: access, UserAttributes: [{ Name: 'email', Value: moved }] }),
    );
    expect(update.CodeDeliveryDetailsList?.[0]?.DeliveryMedium).toBe('EMAIL');
    expect((await getUser(access)).UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'false' });
    const code = await builtInPool.readCode(moved, 'signup');
    await sdk.send(new VerifyUserAttributeCommand({ AccessToken: access, AttributeName: 'email', Code: code }));
    expect((await getUser(access)).UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: moved },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
    await signIn(moved);
  });

  test('DeleteUser: the user and its sessions are gone', async () => {
    const email = await confirmedUser();
    const { access, refresh: refreshToken } = await signIn(email);
    await sdk.send(new DeleteUserCommand({ AccessToken: access }));
    expect((await errorOf(getUser(access))).name).toBe('NotAuthorizedException');
    expect((await errorOf(refresh(refreshToken))).name).toBe('NotAuthorizedException');
    expect(await errorOf(signIn(email))).toEqual({ name: 'UserNotFoundException', message: 'User does not exist.' });
  });
});
