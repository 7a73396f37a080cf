import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idpUsers, mailOutbox } from '@/lib/db/schema';
import { createUser } from '@/lib/idp/users';
import { rawIdp } from './support/raw-idp';

// SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword and ConfirmForgotPassword as a
// client that is not amazon-cognito-identity-js sees them: where the pool says it sent a code,
// members left out or malformed, and calls that do not fit the user's status, in Cognito's words.

const PASSWORD = 'Dauphin-Island-1';

const idp = rawIdp;

const refusal = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });
const newEmail = () => `reg-${randomUUID().slice(0, 8)}@example.com`;

async function lastCode(email: string, purpose: 'signup' | 'reset') {
  const [mail] = await (
    await getDb()
  )
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (mail?.meta.purpose !== purpose || !mail.meta.code) throw new Error(`no ${purpose} mail for ${email}`);
  return mail.meta.code;
}

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await getDb();
}, 180_000);

test('sign-up, resend and forgot say where the code went, masked as Cognito masks it', async () => {
  const email = `visitor-${randomUUID().slice(0, 6)}@example.com`;
  const where = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'v***@e***.com' };
  expect((await idp('SignUp', { Username: email, Password: PASSWORD })).body.CodeDeliveryDetails).toEqual(where);
  expect((await idp('ResendConfirmationCode', { Username: email })).body.CodeDeliveryDetails).toEqual(where);
  await idp('ConfirmSignUp', { Username: email, ConfirmationCode: await lastCode(email, 'signup') });
  expect((await idp('ForgotPassword', { Username: email })).body.CodeDeliveryDetails).toEqual(where);
});

test('sign-up without a password names the member', async () => {
  expect(await idp('SignUp', { Username: newEmail() })).toEqual(
    refusal(
      'InvalidParameterException',
      "1 validation error detected: Value null at 'password' failed to satisfy constraint: Member must not be null",
    ),
  );
});

test('an email attribute that is not the username is refused; the same address in other case and spacing is not', async () => {
  const email = newEmail();
  expect(
    await idp('SignUp', {
      Username: email,
      Password: PASSWORD,
      UserAttributes: [{ Name: 'email', Value: 'someone-else@example.com' }],
    }),
  ).toEqual(refusal('InvalidParameterException', 'Username should be an email.'));
  const accepted = await idp('SignUp', {
    Username: email,
    Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: `  ${email.toUpperCase()} ` }],
  });
  expect(accepted.status).toBe(200);
  expect(accepted.body.UserConfirmed).toBe(false);
});

test('a confirmation code with a space in it, or none, is refused with the constraint it breaks', async () => {
  const email = newEmail();
  await idp('SignUp', { Username: email, Password: PASSWORD });
  expect(await idp('ConfirmSignUp', { Username: email, ConfirmationCode: '123 456' })).toEqual(
    refusal(
      'InvalidParameterException',
      "1 validation error detected: Value at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+",
    ),
  );
  for (const ConfirmationCode of [undefined, '']) {
    expect(await idp('ConfirmSignUp', { Username: email, ConfirmationCode })).toEqual(
      refusal(
        'InvalidParameterException',
        "1 validation error detected: Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null",
      ),
    );
  }
});

test('a call without a client id, or with an empty one, names the member', async () => {
  for (const ClientId of [undefined, '']) {
    expect(await idp('SignUp', { ClientId, Username: newEmail(), Password: PASSWORD })).toEqual(
      refusal(
        'InvalidParameterException',
        "1 validation error detected: Value null at 'clientId' failed to satisfy constraint: Member must not be null",
      ),
    );
  }
});

test('a confirmed user can be confirmed no more, and gets no new code', async () => {
  const email = newEmail();
  await createUser(await getDb(), email, PASSWORD, true);
  expect(await idp('ConfirmSignUp', { Username: email, ConfirmationCode: '123456' })).toEqual(
    refusal('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
  );
  expect(await idp('ResendConfirmationCode', { Username: email })).toEqual(
    refusal('InvalidParameterException', 'User is already confirmed.'),
  );
});

test('codes for an address with no account say so, whichever call asks', async () => {
  const notFound = refusal('UserNotFoundException', 'Username/client id combination not found.');
  const email = newEmail();
  expect(await idp('ConfirmSignUp', { Username: email, ConfirmationCode: '123456' })).toEqual(notFound);
  expect(await idp('ResendConfirmationCode', { Username: email })).toEqual(notFound);
  expect(await idp('ForgotPassword', { Username: email })).toEqual(notFound);
  expect(
    await idp('ConfirmForgotPassword', { Username: email, ConfirmationCode: '123456', Password: PASSWORD }),
  ).toEqual(notFound);
});

test('a reset needs a new password, and one that meets the policy, before its code is looked at', async () => {
  const email = newEmail();
  await createUser(await getDb(), email, PASSWORD, true);
  await idp('ForgotPassword', { Username: email });
  const code = await lastCode(email, 'reset');
  expect(await idp('ConfirmForgotPassword', { Username: email, ConfirmationCode: code })).toEqual(
    refusal(
      'InvalidParameterException',
      "1 validation error detected: Value null at 'password' failed to satisfy constraint: Member must not be null",
    ),
  );
  expect(
    (await idp('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'weak' })).body.__type,
  ).toBe('InvalidPasswordException');
  // The code was not used up by either refusal.
  expect(
    await idp('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'Brand-new-pass-2' }),
  ).toEqual({ status: 200, body: {} });
  const signIn = await idp('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: 'Brand-new-pass-2' },
  });
  expect(signIn.status).toBe(200);
});

describe('the username', () => {
  test.each([
    ['   ', "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must not be null"],
    [
      'nul\u0000@example.com',
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+",
    ],
    ['not-an-email', 'Username should be an email.'],
    ['two@at@example.com', 'Username should be an email.'],
    ['nodot@example', 'Username should be an email.'],
  ])('%j is refused: %s', async (Username, message) => {
    expect(await idp('SignUp', { Username, Password: PASSWORD })).toEqual(
      refusal('InvalidParameterException', message),
    );
  });

  test('is the address trimmed and in lower case', async () => {
    const email = newEmail();
    expect((await idp('SignUp', { Username: `  ${email.toUpperCase()}  `, Password: PASSWORD })).status).toBe(200);
    expect(await idp('SignUp', { Username: email, Password: PASSWORD })).toEqual(
      refusal('UsernameExistsException', 'An account with the given email already exists.'),
    );
  });
});

describe('checks in flight count toward the lock', () => {
  async function userWithAttemptsInFlight(attempts: number) {
    const email = newEmail();
    const user = await createUser(await getDb(), email, PASSWORD, true);
    await (await getDb()).update(idpUsers).set({ failedAttempts: attempts }).where(eq(idpUsers.sub, user.sub));
    return email;
  }
  const signIn = (email: string) =>
    idp('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });

  test('with four counted, a fifth check still runs: the right password signs in', async () => {
    expect((await signIn(await userWithAttemptsInFlight(4))).status).toBe(200);
  });

  test('with five counted, a sixth is refused even with the right password', async () => {
    expect(await signIn(await userWithAttemptsInFlight(5))).toEqual(
      refusal('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
  });
});
