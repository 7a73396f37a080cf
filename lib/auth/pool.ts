import 'server-only';
import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  type AttributeType,
  type AuthenticationResultType,
  type InitiateAuthCommandInput,
  type RespondToAuthChallengeCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { POOL, PROVIDER } from '@/lib/accounts/pool-messages';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { clientEphemeral, signPasswordClaim } from '@/lib/idp/srp';
import { withPool, withRetry } from './pool-connection';
import { PoolError } from './pool-error';

export { PoolError } from './pool-error';
export { remotePoolEndpoint, usesCognito, usesRemotePool } from './pool-connection';

export type PoolTokens = {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  sub: string;
  email: string;
};

type SessionTokens = Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>;

/** A JWT's claims, unverified (the pool's answer was trusted for them), or none when it does not decode. */
function claimsOf(token: string | undefined): Record<string, unknown> {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64').toString('utf8'));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function tokensOf(result: AuthenticationResultType, previousRefreshToken = ''): PoolTokens {
  const id = claimsOf(result.IdToken);
  return {
    idToken: result.IdToken ?? '',
    accessToken: result.AccessToken ?? '',
    // Cognito leaves the refresh token out of a refresh's answer unless it rotates it.
    refreshToken: result.RefreshToken ?? previousRefreshToken,
    expiresAt: typeof id.exp === 'number' ? id.exp : 0,
    sub: typeof id.sub === 'string' ? id.sub : '',
    email: typeof id.email === 'string' ? id.email : '',
  };
}

const usernameOf = (email: string) => email.trim().toLowerCase();

// Amplify's own preconditions, so the screens meet the same messages on either pool.
function requireUsername(email: string): void {
  if (!email.trim()) throw new PoolError('AuthError', PROVIDER.usernameEmpty);
}

/**
 * amazon-cognito-identity-js's check before a call with the access token, kept so the answers stay
 * the same: both tokens must read as JWTs issued before they expire.
 */
function requireSession(tokens: SessionTokens): void {
  const access = claimsOf(tokens.accessToken);
  const id = claimsOf(tokens.idToken);
  const issued = Math.min(Number(access.iat), Number(id.iat));
  if (!(issued < Number(access.exp) && issued < Number(id.exp)))
    throw new PoolError('Error', 'User is not authenticated');
}

/** The pool's last answer to a sign-in: tokens, or a step the site has no screen for, refused as Cognito words it. */
function signedIn(answer: { ChallengeName?: string; AuthenticationResult?: AuthenticationResultType }): PoolTokens {
  switch (answer.ChallengeName) {
    case undefined:
      if (answer.AuthenticationResult) return tokensOf(answer.AuthenticationResult);
      throw new PoolError('UnknownError', 'Something went wrong. Please try again.');
    case 'CUSTOM_CHALLENGE':
      throw new PoolError('InvalidParameterException', PROVIDER.customAuth);
    case 'NEW_PASSWORD_REQUIRED':
      throw new PoolError('PasswordResetRequiredException', POOL.resetRequired);
    default:
      // A second factor, in any of its forms (SMS, TOTP, email, its choice or its setup).
      throw new PoolError('NotAuthorizedException', POOL.mfaUnavailable);
  }
}

/**
 * Signs in with USER_SRP_AUTH (Cognito's default: the password never leaves this server), its
 * arithmetic on native BigInt (lib/idp/srp.ts); with no password Cognito is asked for CUSTOM_AUTH,
 * as Amplify does.
 */
export async function signInWithPassword(email: string, password: string): Promise<PoolTokens> {
  requireUsername(email);
  const username = usernameOf(email);
  return withPool(async ({ client, userPoolId, clientId }) => {
    const { a, A } = clientEphemeral();
    const start: InitiateAuthCommandInput = password
      ? { AuthFlow: 'USER_SRP_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, SRP_A: A } }
      : {
          AuthFlow: 'CUSTOM_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: username, SRP_A: A, CHALLENGE_NAME: 'SRP_A' },
        };
    const challenge = await client.send(new InitiateAuthCommand(start));
    if (challenge.ChallengeName !== 'PASSWORD_VERIFIER') return signedIn(challenge);
    const {
      USER_ID_FOR_SRP: userId = username,
      SRP_B = '',
      SALT = '',
      SECRET_BLOCK = '',
    } = challenge.ChallengeParameters ?? {};
    const claim = signPasswordClaim({
      poolName: userPoolId.split('_')[1] ?? '',
      a,
      A,
      B: SRP_B,
      salt: SALT,
      userId,
      password,
      secretBlock: SECRET_BLOCK,
      at: new Date(),
    });
    if (!claim) throw new PoolError('Error', 'B cannot be zero.');
    const proof: RespondToAuthChallengeCommandInput = {
      ChallengeName: 'PASSWORD_VERIFIER',
      ClientId: clientId,
      Session: challenge.Session,
      ChallengeResponses: {
        USERNAME: userId,
        PASSWORD_CLAIM_SECRET_BLOCK: SECRET_BLOCK,
        TIMESTAMP: claim.timestamp,
        PASSWORD_CLAIM_SIGNATURE: claim.signature,
      },
    };
    return signedIn(await client.send(new RespondToAuthChallengeCommand(proof)));
  });
}

/**
 * New ID and access tokens from a refresh token (REFRESH_TOKEN_AUTH), tried again while the pool
 * could not answer (a network failure, a 5xx other than 503), never when it refused.
 */
export async function refreshTokens(refreshToken: string): Promise<PoolTokens> {
  return withRetry(() =>
    withPool(async ({ client, clientId }) => {
      const answer = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
      );
      if (!answer.AuthenticationResult) throw new PoolError('UnknownError', 'Something went wrong. Please try again.');
      return tokensOf(answer.AuthenticationResult, refreshToken);
    }),
  );
}

/** Signs up an account; its language, when given, is kept as Cognito's standard `locale` attribute. */
export async function registerUser(email: string, password: string, locale?: Locale): Promise<{ userSub: string }> {
  requireUsername(email);
  if (!password) throw new PoolError('AuthError', PROVIDER.passwordEmpty);
  const username = usernameOf(email);
  const attributes: AttributeType[] = [{ Name: 'email', Value: username }];
  if (locale) attributes.push({ Name: 'locale', Value: LANGUAGE_TAGS[locale] });
  return withPool(async ({ client, clientId }) => {
    const answer = await client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: username,
        Password: password,
        UserAttributes: attributes,
        ValidationData: [],
      }),
    );
    return { userSub: answer.UserSub ?? '' };
  });
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  requireUsername(email);
  if (!code) throw new PoolError('AuthError', PROVIDER.codeEmpty);
  await withPool(({ client, clientId }) =>
    client.send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        ConfirmationCode: code,
        Username: usernameOf(email),
        ForceAliasCreation: true,
      }),
    ),
  );
}

export async function resendConfirmationCode(email: string): Promise<void> {
  requireUsername(email);
  await withPool(({ client, clientId }) =>
    client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: usernameOf(email) })),
  );
}

export async function requestPasswordReset(email: string): Promise<void> {
  requireUsername(email);
  await withPool(({ client, clientId }) =>
    client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: usernameOf(email) })),
  );
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  requireUsername(email);
  if (!code) throw new PoolError('AuthError', PROVIDER.codeEmpty);
  if (!newPassword) throw new PoolError('AuthError', PROVIDER.passwordEmpty);
  await withPool(({ client, clientId }) =>
    client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: usernameOf(email),
        ConfirmationCode: code,
        Password: newPassword,
      }),
    ),
  );
}

export async function changePassword(tokens: SessionTokens, previous: string, proposed: string): Promise<void> {
  if (!proposed) throw new PoolError('AuthError', PROVIDER.passwordEmpty);
  requireSession(tokens);
  await withPool(({ client }) =>
    client.send(
      new ChangePasswordCommand({
        PreviousPassword: previous,
        ProposedPassword: proposed,
        AccessToken: tokens.accessToken,
      }),
    ),
  );
}

export async function deletePoolUser(tokens: SessionTokens): Promise<void> {
  requireSession(tokens);
  await withPool(({ client }) => client.send(new DeleteUserCommand({ AccessToken: tokens.accessToken })));
}

export async function getPoolUserAttributes(tokens: SessionTokens): Promise<Record<string, string>> {
  requireSession(tokens);
  const answer = await withPool(({ client }) => client.send(new GetUserCommand({ AccessToken: tokens.accessToken })));
  return Object.fromEntries((answer.UserAttributes ?? []).map((a) => [a.Name, a.Value ?? '']));
}

/** Ends every session of the user at the pool (GlobalSignOut): their refresh and access tokens stop working. */
export async function globalSignOut(tokens: SessionTokens): Promise<void> {
  requireSession(tokens);
  await withPool(({ client }) => client.send(new GlobalSignOutCommand({ AccessToken: tokens.accessToken })));
}
