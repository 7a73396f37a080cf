import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { storeChallenge, takeChallenge } from './challenges';
import { idpErrors } from './errors';
import { assertClient, authParameters, required, type Body } from './params';
import { assertPasswordPolicy, verifyDummyPassword, verifyPassword } from './password';
import { checkPasswordClaim, createVerifier, isValidClientPublic, isValidTimestamp, serverEphemeral } from './srp';
import { authenticationResult, refreshTokenSession } from './tokens';
import {
  beginAttempt,
  clearFailures,
  findUserByEmail,
  findUserBySub,
  normalizeUsername,
  passwordColumns,
  recordFailure,
  type PoolUser,
} from './users';

// InitiateAuth and RespondToAuthChallenge: USER_SRP_AUTH (Cognito's default, the password never
// leaves the client), USER_PASSWORD_AUTH (for CLI users), refresh, and NEW_PASSWORD_REQUIRED.

/** Cognito takes the username or the sub (USER_ID_FOR_SRP) wherever a username goes. */
async function findUser(db: Db, username: unknown): Promise<PoolUser | undefined> {
  const name = normalizeUsername(username);
  return (await findUserByEmail(db, name)) ?? (await findUserBySub(db, name));
}

// An unknown user's SRP challenge costs the same modular exponentiation as a real one.
const DUMMY_VERIFIER = createVerifier('unknown', 'unknown').verifier;

/** The answer once the password is proven: tokens, or the next challenge the user's status asks for. */
async function passwordProven(db: Db, user: PoolUser) {
  await clearFailures(db, user.sub);
  // Cognito checks the password first, then the confirmation.
  if (user.status === 'UNCONFIRMED') throw idpErrors.userNotConfirmed();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: await storeChallenge(db, user.sub, 'NEW_PASSWORD_REQUIRED', {}),
      ChallengeParameters: {
        USER_ID_FOR_SRP: user.sub,
        requiredAttributes: '[]',
        userAttributes: JSON.stringify({
          email: user.email,
          email_verified: user.emailVerified === 1 ? 'true' : 'false',
        }),
      },
    };
  }
  return { ChallengeParameters: {}, AuthenticationResult: await authenticationResult(db, user) };
}

async function passwordAuth(db: Db, params: Record<string, string>) {
  const password = required(params.PASSWORD, 'PASSWORD');
  const user = await findUser(db, params.USERNAME);
  if (!user) {
    await verifyDummyPassword(password);
    throw idpErrors.userNotFound();
  }
  const attempt = await beginAttempt(db, user.sub);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailure(db, user.sub, attempt);
    throw idpErrors.incorrectCredentials();
  }
  // A user from before SRP gets a verifier now that the pool sees the password once more.
  if (!user.srpVerifier)
    await db
      .update(idpUsers)
      .set(await passwordColumns(user.sub, password))
      .where(eq(idpUsers.sub, user.sub));
  return passwordProven(db, user);
}

async function srpAuth(db: Db, params: Record<string, string>) {
  const A = required(params.SRP_A, 'SRP_A');
  if (!isValidClientPublic(A)) throw idpErrors.invalidParameter('Invalid SRP_A value.');
  const user = await findUser(db, params.USERNAME);
  const { b, B } = serverEphemeral(user?.srpVerifier ?? DUMMY_VERIFIER);
  if (!user) throw idpErrors.userNotFound();
  // Without a verifier (a user from before SRP) the challenge is real but no password answers it.
  const state = { A, B, b, verifier: user.srpVerifier ?? '' };
  const secretBlock = await storeChallenge(db, user.sub, 'PASSWORD_VERIFIER', state);
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: user.srpSalt ?? createVerifier(user.sub, '').salt,
      SRP_B: B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: user.sub,
      USERNAME: user.sub,
    },
  };
}

async function refreshAuth(db: Db, token: unknown) {
  const { sub, originJti } = await refreshTokenSession(db, token);
  const user = await findUserBySub(db, sub);
  if (!user) throw idpErrors.invalidRefreshToken();
  return { ChallengeParameters: {}, AuthenticationResult: await authenticationResult(db, user, originJti) };
}

export async function initiateAuth(db: Db, body: Body) {
  assertClient(body.ClientId);
  const flow = required(body.AuthFlow, 'authFlow');
  const params = authParameters(body);
  if (flow === 'USER_SRP_AUTH') return srpAuth(db, params);
  if (flow === 'USER_PASSWORD_AUTH') return passwordAuth(db, params);
  if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refreshAuth(db, params.REFRESH_TOKEN);
  if (flow === 'CUSTOM_AUTH') throw idpErrors.customAuthNotConfigured();
  throw idpErrors.flowNotEnabled(flow);
}

export async function getTokensFromRefreshToken(db: Db, body: Body) {
  assertClient(body.ClientId);
  const { AuthenticationResult } = await refreshAuth(db, body.RefreshToken);
  return { AuthenticationResult };
}

async function answerPasswordVerifier(db: Db, responses: Record<string, string>) {
  const secretBlock = required(responses.PASSWORD_CLAIM_SECRET_BLOCK, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = required(responses.PASSWORD_CLAIM_SIGNATURE, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = required(responses.TIMESTAMP, 'TIMESTAMP');
  if (!isValidTimestamp(timestamp))
    throw idpErrors.invalidParameter('TIMESTAMP format should be EEE MMM d HH:mm:ss z yyyy in english.');
  const challenge = await takeChallenge(db, secretBlock, 'PASSWORD_VERIFIER');
  if (!challenge) throw idpErrors.invalidSession();
  const user = await findUserBySub(db, challenge.sub);
  if (!user) throw idpErrors.userNotFound();
  const attempt = await beginAttempt(db, user.sub);
  const { A = '', B = '', b = '', verifier = '' } = challenge.state;
  const claim = { A, B, b, verifier, userId: user.sub, secretBlock, timestamp, signature };
  if (!verifier || !checkPasswordClaim(claim)) {
    await recordFailure(db, user.sub, attempt);
    throw idpErrors.incorrectCredentials();
  }
  return passwordProven(db, user);
}

async function answerNewPasswordRequired(db: Db, session: unknown, responses: Record<string, string>) {
  const password = required(responses.NEW_PASSWORD, 'NEW_PASSWORD');
  assertPasswordPolicy(password);
  const challenge =
    typeof session === 'string' && session ? await takeChallenge(db, session, 'NEW_PASSWORD_REQUIRED') : undefined;
  if (!challenge) throw idpErrors.invalidSession();
  await db
    .update(idpUsers)
    .set({ ...(await passwordColumns(challenge.sub, password)), status: 'CONFIRMED', updatedAt: new Date() })
    .where(eq(idpUsers.sub, challenge.sub));
  const user = await findUserBySub(db, challenge.sub);
  if (!user) throw idpErrors.userNotFound();
  return { ChallengeParameters: {}, AuthenticationResult: await authenticationResult(db, user) };
}

export async function respondToAuthChallenge(db: Db, body: Body) {
  assertClient(body.ClientId);
  const name = required(body.ChallengeName, 'challengeName');
  const responses = authParameters({ AuthParameters: body.ChallengeResponses });
  if (name === 'PASSWORD_VERIFIER') return answerPasswordVerifier(db, responses);
  if (name === 'NEW_PASSWORD_REQUIRED') return answerNewPasswordRequired(db, body.Session, responses);
  throw idpErrors.invalidParameter(`Invalid challenge name: ${name}`);
}
