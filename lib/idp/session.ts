import type { Db } from '@/lib/db/client';
import { idpErrors } from './errors';
import { assertClient, authParameters, required, type Body } from './params';
import { assertPasswordPolicy, verifyPassword } from './password';
import { authenticationResult, subOfAccessToken, subOfRefreshToken } from './tokens';
import {
  assertNotLocked,
  clearFailures,
  deleteUser as deletePoolUser,
  findUserByEmail,
  findUserBySub,
  normalizeUsername,
  recordFailure,
  setPassword,
  type PoolUser,
} from './users';

async function passwordAuth(db: Db, params: Record<string, string>) {
  const email = normalizeUsername(params.USERNAME);
  const password = required(params.PASSWORD, 'PASSWORD');
  const user = await findUserByEmail(db, email);
  if (!user) throw idpErrors.userNotFound();
  assertNotLocked(user);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, user.sub);
    throw idpErrors.incorrectCredentials();
  }
  // Cognito checks the password first, then the confirmation.
  if (user.status !== 'CONFIRMED') throw idpErrors.userNotConfirmed();
  await clearFailures(db, user.sub);
  return { ChallengeParameters: {}, AuthenticationResult: await authenticationResult(db, user, true) };
}

async function refreshAuth(db: Db, params: Record<string, string>) {
  const sub = await subOfRefreshToken(db, params.REFRESH_TOKEN);
  const user = await findUserBySub(db, sub);
  if (!user) throw idpErrors.invalidRefreshToken();
  return { ChallengeParameters: {}, AuthenticationResult: await authenticationResult(db, user, false) };
}

export async function initiateAuth(db: Db, body: Body) {
  assertClient(body.ClientId);
  const flow = required(body.AuthFlow, 'authFlow');
  const params = authParameters(body);
  if (flow === 'USER_PASSWORD_AUTH') return passwordAuth(db, params);
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refreshAuth(db, params);
  if (flow === 'CUSTOM_AUTH') throw idpErrors.customAuthNotConfigured();
  throw idpErrors.flowNotEnabled(flow);
}

async function userOfAccessToken(db: Db, body: Body): Promise<PoolUser> {
  const sub = await subOfAccessToken(db, body.AccessToken);
  const user = await findUserBySub(db, sub);
  if (!user) throw idpErrors.userNotFound();
  return user;
}

export async function getUser(db: Db, body: Body) {
  const user = await userOfAccessToken(db, body);
  return {
    Username: user.sub,
    UserAttributes: [
      { Name: 'sub', Value: user.sub },
      { Name: 'email_verified', Value: user.emailVerified === 1 ? 'true' : 'false' },
      { Name: 'email', Value: user.email },
    ],
  };
}

export async function changePassword(db: Db, body: Body) {
  const user = await userOfAccessToken(db, body);
  const previous = required(body.PreviousPassword, 'previousPassword');
  const proposed = required(body.ProposedPassword, 'proposedPassword');
  assertNotLocked(user);
  if (!(await verifyPassword(previous, user.passwordHash))) {
    await recordFailure(db, user.sub);
    throw idpErrors.incorrectCredentials();
  }
  assertPasswordPolicy(proposed);
  await setPassword(db, user.sub, proposed);
  return {};
}

export async function deleteUser(db: Db, body: Body) {
  const user = await userOfAccessToken(db, body);
  await deletePoolUser(db, user.sub);
  return {};
}
