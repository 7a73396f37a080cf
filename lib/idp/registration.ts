import type { Db } from '@/lib/db/client';
import { normalizeEmail } from '@/lib/mail/address';
import { withMail } from '@/lib/mail/queue';
import { confirmationCodeMail, mailLocale, passwordResetMail } from '@/lib/mail/templates';
import { consumeCode, issueCode } from './codes';
import { idpErrors } from './errors';
import { assertClient, attributes, codeDeliveryDetails, required, requiredCode, type Body } from './params';
import { assertPasswordPolicy } from './password';
import { revokeSessions } from './tokens';
import {
  assertEmailUsername,
  beginAttempt,
  clearFailures,
  confirmUser,
  createUser,
  findUserByEmail,
  normalizeUsername,
  recordFailure,
  setPassword,
  type PoolUser,
} from './users';

async function userForCode(db: Db, body: Body): Promise<PoolUser> {
  const user = await findUserByEmail(db, normalizeUsername(body.Username));
  if (!user) throw idpErrors.usernameClientNotFound();
  return user;
}

/** Runs a code check, counted before it runs; a wrong code counts toward the lock. */
async function checkCode(db: Db, user: PoolUser, purpose: 'signup' | 'reset', code: string): Promise<void> {
  const attempt = await beginAttempt(db, user.sub);
  try {
    await consumeCode(db, user.sub, purpose, code);
  } catch (error) {
    await recordFailure(db, user.sub, attempt);
    throw error;
  }
}

export async function signUp(db: Db, body: Body) {
  assertClient(body.ClientId);
  const email = normalizeUsername(body.Username);
  const password = required(body.Password, 'password');
  assertEmailUsername(email);
  const given = attributes(body).email;
  // The account's language, as Cognito keeps it: its mails are written in it.
  const locale = attributes(body).locale;
  const attributeEmail = given === undefined ? undefined : normalizeEmail(given);
  if (attributeEmail && attributeEmail !== email) throw idpErrors.invalidParameter('Username should be an email.');
  assertPasswordPolicy(password);
  if (await findUserByEmail(db, email)) throw idpErrors.usernameExists();
  // The user, the code and its mail commit together; the mail is sent after, whether SMTP is up or not.
  const user = await withMail(db, async (tx, queue) => {
    const created = await createUser(tx, email, password, false, locale ? { locale } : {});
    await queue(confirmationCodeMail(email, await issueCode(tx, created.sub, 'signup'), mailLocale(locale)));
    return created;
  });
  return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: codeDeliveryDetails(email) };
}

export async function confirmSignUp(db: Db, body: Body) {
  assertClient(body.ClientId);
  const code = requiredCode(body.ConfirmationCode);
  const user = await userForCode(db, body);
  if (user.status === 'CONFIRMED') throw idpErrors.alreadyConfirmed();
  await checkCode(db, user, 'signup', code);
  await confirmUser(db, user.sub);
  return {};
}

export async function resendConfirmationCode(db: Db, body: Body) {
  assertClient(body.ClientId);
  const user = await userForCode(db, body);
  if (user.status === 'CONFIRMED') throw idpErrors.resendConfirmed();
  await withMail(db, async (tx, queue) =>
    queue(
      confirmationCodeMail(user.email, await issueCode(tx, user.sub, 'signup'), mailLocale(user.attributes.locale)),
    ),
  );
  return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
}

export async function forgotPassword(db: Db, body: Body) {
  assertClient(body.ClientId);
  const user = await userForCode(db, body);
  if (user.emailVerified !== 1) throw idpErrors.noVerifiedContact();
  await withMail(db, async (tx, queue) =>
    queue(passwordResetMail(user.email, await issueCode(tx, user.sub, 'reset'), mailLocale(user.attributes.locale))),
  );
  return { CodeDeliveryDetails: codeDeliveryDetails(user.email) };
}

export async function confirmForgotPassword(db: Db, body: Body) {
  assertClient(body.ClientId);
  const code = requiredCode(body.ConfirmationCode);
  const password = required(body.Password, 'password');
  const user = await userForCode(db, body);
  assertPasswordPolicy(password);
  await checkCode(db, user, 'reset', code);
  await setPassword(db, user.sub, password);
  await clearFailures(db, user.sub);
  // A reset may follow a stolen password: every session ends, its access and ID tokens included.
  await revokeSessions(db, user.sub);
  return {};
}
