import 'server-only';
import {
  AuthenticationDetails,
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { LOCAL_POOL } from '@/lib/idp/config';
import { serveInProcess } from './pool-transport';
import { installNativeSrpMath } from './srp-math';

installNativeSrpMath();

/** A failure as the auth provider reports it: Cognito's error name and its exact message. */
export class PoolError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The pool's HTTP status, when it answered at all (none for a network failure). */
    readonly status?: number,
  ) {
    super(message);
    this.name = code;
  }
}

export type PoolTokens = {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  sub: string;
  email: string;
};

/** The library keeps tokens in a storage; on the server each call gets its own, and nothing outlives it. */
class MemoryStorage implements ICognitoStorage {
  private items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** Amazon Cognito when its variables are set, else the built-in pool; the calls below are the same. */
export function usesCognito(): boolean {
  return Boolean(env().COGNITO_USER_POOL_ID && env().COGNITO_CLIENT_ID);
}

/**
 * The built-in pool of another copy of this site (COGNITO_ENDPOINT, its `/idp`), as a site in
 * front of that copy's Main API uses it: same pool and client ids, reached over HTTP.
 */
export function remotePoolEndpoint(): string | undefined {
  return usesCognito() ? undefined : env().COGNITO_ENDPOINT?.replace(/\/+$/, '');
}

/** Whether the pool lives in another process (Cognito or a remote built-in pool), so its sign-outs are asked about, not seen. */
export function usesRemotePool(): boolean {
  return usesCognito() || remotePoolEndpoint() !== undefined;
}

function pool(Storage: ICognitoStorage = new MemoryStorage()): CognitoUserPool {
  if (usesCognito()) {
    return new CognitoUserPool({
      UserPoolId: env().COGNITO_USER_POOL_ID!,
      ClientId: env().COGNITO_CLIENT_ID!,
      Storage,
    });
  }
  const remote = remotePoolEndpoint();
  if (remote)
    return new CognitoUserPool({
      UserPoolId: LOCAL_POOL.userPoolId,
      ClientId: LOCAL_POOL.clientId,
      endpoint: remote,
      Storage,
    });
  const local = new CognitoUserPool({
    UserPoolId: LOCAL_POOL.userPoolId,
    ClientId: LOCAL_POOL.clientId,
    endpoint: `${env().SITE_URL}/idp`,
    Storage,
  });
  serveInProcess(local);
  return local;
}

function toPoolError(error: unknown): PoolError {
  if (error instanceof PoolError) return error;
  const e = error as { code?: string; name?: string; message?: string; statusCode?: unknown } | null;
  return new PoolError(
    e?.code ?? e?.name ?? 'UnknownError',
    e?.message ?? 'Something went wrong. Please try again.',
    typeof e?.statusCode === 'number' ? e.statusCode : undefined,
  );
}

function userFor(email: string): CognitoUser {
  const Storage = new MemoryStorage();
  return new CognitoUser({ Username: email.trim().toLowerCase(), Pool: pool(Storage), Storage });
}

function tokensOf(session: CognitoUserSession): PoolTokens {
  const id = session.getIdToken();
  const payload = id.decodePayload() as { sub?: string; email?: string };
  return {
    idToken: id.getJwtToken(),
    accessToken: session.getAccessToken().getJwtToken(),
    refreshToken: session.getRefreshToken().getToken(),
    expiresAt: id.getExpiration(),
    sub: payload.sub ?? '',
    email: payload.email ?? '',
  };
}

function nodeCallback<T>(resolve: (value: T) => void, reject: (error: PoolError) => void) {
  return (error: unknown, result?: T) => (error ? reject(toPoolError(error)) : resolve(result as T));
}

// Amplify's own preconditions, so the screens meet the same messages on either pool.
function requireUsername(email: string): void {
  if (!email.trim()) throw new PoolError('AuthError', 'Username cannot be empty');
}

/** Signs in with USER_SRP_AUTH (Cognito's default); with no password Cognito is asked for CUSTOM_AUTH, as Amplify does. */
export async function signInWithPassword(email: string, password: string): Promise<PoolTokens> {
  requireUsername(email);
  const user = userFor(email);
  user.setAuthenticationFlowType(password ? 'USER_SRP_AUTH' : 'CUSTOM_AUTH');
  const details = new AuthenticationDetails({ Username: email.trim().toLowerCase(), Password: password || undefined });
  return new Promise((resolve, reject) => {
    // A pool that asks for a second factor, in any of its forms, is refused the same way: the site
    // has no screen for one, and without a callback the library fails with a TypeError instead.
    const refuseSecondFactor = () =>
      reject(new PoolError('NotAuthorizedException', 'Multi-factor authentication is not available here.'));
    user.authenticateUser(details, {
      onSuccess: (session) => resolve(tokensOf(session)),
      onFailure: (error) => reject(toPoolError(error)),
      customChallenge: () =>
        reject(
          new PoolError('InvalidParameterException', 'Custom auth lambda trigger is not configured for the user pool.'),
        ),
      newPasswordRequired: () =>
        reject(new PoolError('PasswordResetRequiredException', 'Password reset required for the user')),
      mfaRequired: refuseSecondFactor,
      totpRequired: refuseSecondFactor,
      selectMFAType: refuseSecondFactor,
      mfaSetup: refuseSecondFactor,
    });
  });
}

/** New ID and access tokens from a refresh token (REFRESH_TOKEN_AUTH). */
export async function refreshTokens(email: string, refreshToken: string): Promise<PoolTokens> {
  const user = userFor(email || 'unknown');
  return new Promise((resolve, reject) => {
    user.refreshSession(
      new CognitoRefreshToken({ RefreshToken: refreshToken }),
      (error: unknown, session: CognitoUserSession) =>
        error ? reject(toPoolError(error)) : resolve(tokensOf(session)),
    );
  });
}

/** Signs up an account; its language, when given, is kept as Cognito's standard `locale` attribute. */
export async function registerUser(email: string, password: string, locale?: Locale): Promise<{ userSub: string }> {
  requireUsername(email);
  if (!password) return Promise.reject(new PoolError('AuthError', 'Password cannot be empty'));
  const username = email.trim().toLowerCase();
  const attributes = [new CognitoUserAttribute({ Name: 'email', Value: username })];
  if (locale) attributes.push(new CognitoUserAttribute({ Name: 'locale', Value: LANGUAGE_TAGS[locale] }));
  return new Promise((resolve, reject) => {
    pool().signUp(username, password, attributes, [], (error, result) =>
      error || !result ? reject(toPoolError(error)) : resolve({ userSub: result.userSub }),
    );
  });
}

export async function confirmRegistration(email: string, code: string): Promise<void> {
  requireUsername(email);
  if (!code) return Promise.reject(new PoolError('AuthError', 'Confirmation code cannot be empty'));
  return new Promise((resolve, reject) =>
    userFor(email).confirmRegistration(
      code,
      true,
      nodeCallback(() => resolve(), reject),
    ),
  );
}

export async function resendConfirmationCode(email: string): Promise<void> {
  requireUsername(email);
  return new Promise((resolve, reject) => userFor(email).resendConfirmationCode(nodeCallback(() => resolve(), reject)));
}

export async function requestPasswordReset(email: string): Promise<void> {
  requireUsername(email);
  return new Promise((resolve, reject) =>
    userFor(email).forgotPassword({ onSuccess: () => resolve(), onFailure: (error) => reject(toPoolError(error)) }),
  );
}

export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  requireUsername(email);
  if (!code) return Promise.reject(new PoolError('AuthError', 'Confirmation code cannot be empty'));
  if (!newPassword) return Promise.reject(new PoolError('AuthError', 'Password cannot be empty'));
  return new Promise((resolve, reject) =>
    userFor(email).confirmPassword(code, newPassword, {
      onSuccess: () => resolve(),
      onFailure: (error) => reject(toPoolError(error)),
    }),
  );
}

/** A CognitoUser carrying a session's tokens, for the calls that need the access token. */
function signedInUser(tokens: Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>): CognitoUser {
  const user = userFor(tokens.email);
  user.setSignInUserSession(
    new CognitoUserSession({
      IdToken: new CognitoIdToken({ IdToken: tokens.idToken }),
      AccessToken: new CognitoAccessToken({ AccessToken: tokens.accessToken }),
      RefreshToken: new CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
    }),
  );
  return user;
}

export async function changePassword(
  tokens: Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>,
  previous: string,
  proposed: string,
): Promise<void> {
  if (!proposed) return Promise.reject(new PoolError('AuthError', 'Password cannot be empty'));
  return new Promise((resolve, reject) =>
    signedInUser(tokens).changePassword(
      previous,
      proposed,
      nodeCallback(() => resolve(), reject),
    ),
  );
}

export async function deletePoolUser(
  tokens: Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>,
): Promise<void> {
  return new Promise((resolve, reject) => signedInUser(tokens).deleteUser(nodeCallback(() => resolve(), reject)));
}

export async function getPoolUserAttributes(
  tokens: Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>,
): Promise<Record<string, string>> {
  return new Promise((resolve, reject) =>
    signedInUser(tokens).getUserAttributes((error, attributes) =>
      error || !attributes
        ? reject(toPoolError(error))
        : resolve(Object.fromEntries(attributes.map((a) => [a.getName(), a.getValue()]))),
    ),
  );
}

/** Ends every session of the user at the pool (GlobalSignOut): their refresh and access tokens stop working. */
export async function globalSignOut(
  tokens: Pick<PoolTokens, 'idToken' | 'accessToken' | 'refreshToken' | 'email'>,
): Promise<void> {
  return new Promise((resolve, reject) =>
    signedInUser(tokens).globalSignOut({
      onSuccess: () => resolve(),
      onFailure: (error) => reject(toPoolError(error)),
    }),
  );
}
