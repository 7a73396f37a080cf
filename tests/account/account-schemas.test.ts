import { VALIDATION } from '@/lib/accounts/messages';
import { changePasswordSchema, resetPasswordSchema, signUpSchema } from '@/lib/accounts/schema';

// The account forms' rules (lib/accounts/schema.ts): the first message of each field, in the
// wording of docs/SPEC.md section 5.

function firstErrors(
  schema: typeof resetPasswordSchema | typeof changePasswordSchema | typeof signUpSchema,
  values: object,
) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    return Object.fromEntries(inner.reverse().map((issue) => [issue.path, issue.message]));
  }
}

test('the reset form asks for its own code wording and a new password typed twice', () => {
  expect(firstErrors(resetPasswordSchema, { code: '', newPassword: '', confirmNewPassword: '' })).toEqual({
    code: VALIDATION.resetCodeRequired,
    newPassword: VALIDATION.newPasswordRequired,
    confirmNewPassword: VALIDATION.confirmPasswordRequired,
  });
  expect(firstErrors(resetPasswordSchema, { code: '12345', newPassword: 'a', confirmNewPassword: 'b' })).toEqual({
    code: VALIDATION.resetCodeInvalid,
    confirmNewPassword: VALIDATION.passwordsDoNotMatch,
  });
  expect(firstErrors(resetPasswordSchema, { code: '123 456', newPassword: 'a', confirmNewPassword: 'a' })).toEqual({});
});

test('the change-password form asks for the current password and a new one typed twice', () => {
  expect(firstErrors(changePasswordSchema, { currentPassword: '', newPassword: 'a', confirmNewPassword: 'b' })).toEqual(
    {
      currentPassword: VALIDATION.passwordRequired,
      confirmNewPassword: VALIDATION.passwordsDoNotMatch,
    },
  );
});

test('sign-up takes only an address of the one email rule', () => {
  expect(firstErrors(signUpSchema, { email: 'kayla@example', password: '' })).toEqual({
    email: VALIDATION.emailInvalid,
  });
  expect(firstErrors(signUpSchema, { email: ' kayla@example.com ', password: '' })).toEqual({});
});
