import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idpUsers } from '@/lib/db/schema';
import { withMail } from '@/lib/mail/queue';
import { confirmationCodeMail, mailLocale } from '@/lib/mail/templates';
import { consumeCode, issueCode } from './codes';
import { idpErrors } from './errors';
import { assertClient, attributes, codeDeliveryDetails, required, requiredCode, type Body } from './params';
import { assertPasswordPolicy, verifyPassword } from './password';
import { accessTokenSession, revokeRefreshToken, revokeSessions } from './tokens';
import {
  assertEmailUsername,
  beginAttempt,
  deleteUser as deletePoolUser,
  findUserBySub,
  normalizeUsername,
  recordFailure,
  setPassword,
  type PoolUser,
} from './users';

// The calls a signed-in user makes with their access token, and the ones that end sessions.

async function caller(db: Db, body: Body): Promise<{ user: PoolUser; originJti: string }> {
  const { sub, originJti } = await accessTokenSession(db, body.AccessToken);
  const user = await findUserBySub(db, sub);
  if (!user) throw idpErrors.userNotFound();
  return { user, originJti };
}

/** Attributes a user may set on themselves, besides email (which needs verifying again). */
const WRITABLE_ATTRIBUTES = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'locale',
  'zoneinfo',
  'website',
  'picture',
]);
const ATTRIBUTE_MAX_LENGTH = 2048;

export async function getUser(db: Db, body: Body) {
  const { user } = await caller(db, body);
  return {
    Username: user.sub,
    UserAttributes: [
      { Name: 'sub', Value: user.sub },
      ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
      { Name: 'email_verified', Value: user.emailVerified === 1 ? 'true' : 'false' },
      { Name: 'email', Value: user.email },
    ],
  };
}

export async function changePassword(db: Db, body: Body) {
  const { user, originJti } = await caller(db, body);
  const previous = required(body.PreviousPassword, 'previousPassword');
  const proposed = required(body.ProposedPassword, 'proposedPassword');
  const attempt = await beginAttempt(db, user.sub);
  if (!(await verifyPassword(previous, user.passwordHash))) {
    await recordFailure(db, user.sub, attempt);
    throw idpErrors.incorrectCredentials();
  }
  assertPasswordPolicy(proposed);
  await setPassword(db, user.sub, proposed);
  // The caller stays signed in; every other session (another browser, a stolen token) ends.
  await revokeSessions(db, user.sub, originJti || undefined);
  return {};
}

export async function deleteUser(db: Db, body: Body) {
  const { user } = await caller(db, body);
  await deletePoolUser(db, user.sub);
  return {};
}

/** Ends every session of the user: access, ID and refresh tokens alike. */
export async function globalSignOut(db: Db, body: Body) {
  const { user } = await caller(db, body);
  await revokeSessions(db, user.sub);
  return {};
}

/** Ends the session of one refresh token. An access or ID token is not a refresh token. */
export async function revokeToken(db: Db, body: Body) {
  assertClient(body.ClientId);
  const token = required(body.Token, 'token');
  if (token.split('.').length === 3) throw idpErrors.unsupportedTokenType();
  await revokeRefreshToken(db, token);
  return {};
}

export async function updateUserAttributes(db: Db, body: Body) {
  const { user } = await caller(db, body);
  const changes = attributes(body);
  const others: Record<string, string> = {};
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'email') continue;
    if (name === 'sub' || name === 'email_verified') throw idpErrors.unauthorizedAttribute();
    if (!WRITABLE_ATTRIBUTES.has(name))
      throw idpErrors.invalidParameter(`Attribute does not exist in the schema: ${name}`);
    if (value.length > ATTRIBUTE_MAX_LENGTH)
      throw idpErrors.invalidParameter(`Attribute ${name} is longer than ${ATTRIBUTE_MAX_LENGTH} characters.`);
    others[name] = value;
  }
  const email = changes.email === undefined ? undefined : normalizeUsername(changes.email);
  if (email !== undefined) assertEmailUsername(email);
  const emailChanges = email !== undefined && email !== user.email;
  if (emailChanges) {
    const [taken] = await db
      .select({ sub: idpUsers.sub })
      .from(idpUsers)
      .where(and(eq(idpUsers.email, email), ne(idpUsers.sub, user.sub)));
    if (taken) throw idpErrors.aliasExists();
  }
  await withMail(db, async (tx, queue) => {
    await tx
      .update(idpUsers)
      .set({
        attributes: { ...user.attributes, ...others },
        // As in Cognito, a new address is the username at once but unverified until its code comes back.
        ...(emailChanges ? { email, emailVerified: 0 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(idpUsers.sub, user.sub));
    if (emailChanges) {
      const locale = mailLocale(others.locale ?? user.attributes.locale);
      await queue(confirmationCodeMail(email, await issueCode(tx, user.sub, 'email'), locale));
    }
  });
  return emailChanges ? { CodeDeliveryDetailsList: [codeDeliveryDetails(email)] } : {};
}

export async function verifyUserAttribute(db: Db, body: Body) {
  const { user } = await caller(db, body);
  const name = required(body.AttributeName, 'attributeName');
  const code = requiredCode(body.Code);
  if (name !== 'email') throw idpErrors.invalidParameter(`Attribute ${name} cannot be verified.`);
  const attempt = await beginAttempt(db, user.sub);
  try {
    await consumeCode(db, user.sub, 'email', code);
  } catch (error) {
    await recordFailure(db, user.sub, attempt);
    throw error;
  }
  await db
    .update(idpUsers)
    .set({ emailVerified: 1, failedAttempts: 0, updatedAt: new Date() })
    .where(eq(idpUsers.sub, user.sub));
  return {};
}
