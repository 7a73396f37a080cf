import * as yup from 'yup';
import { CONFIRMATION_CODE_PATTERN } from '@/lib/constants';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { VALIDATION } from './messages';

// The account forms' rules (formik + yup in the browser; the server actions check the email with
// the same EMAIL_PATTERN, the one email rule of the code base).

const email = yup.string().trim().required(VALIDATION.emailRequired).matches(EMAIL_PATTERN, VALIDATION.emailInvalid);

export const signInSchema = yup.object({ email, password: yup.string().required(VALIDATION.passwordRequired) });

// Sign-up passwords are checked by the pool; its answers are mapped as docs/SPEC.md section 8 says.
export const signUpSchema = yup.object({ email, password: yup.string() });

/** A mailed code, typed as 6 digits or as "123 456", in the wording of the form that asks for it. */
const code = (required: string, invalid: string) =>
  yup.string().trim().required(required).matches(CONFIRMATION_CODE_PATTERN, invalid);

/** A new password typed twice. */
const newPasswordTwice = {
  newPassword: yup.string().required(VALIDATION.newPasswordRequired),
  confirmNewPassword: yup
    .string()
    .required(VALIDATION.confirmPasswordRequired)
    .oneOf([yup.ref('newPassword')], VALIDATION.passwordsDoNotMatch),
};

export const confirmationSchema = yup.object({ code: code(VALIDATION.codeRequired, VALIDATION.codeInvalid) });

export const confirmationWithEmailSchema = confirmationSchema.shape({ email });

export const forgotPasswordSchema = yup.object({ email: yup.string().trim().required(VALIDATION.emailRequired) });

export const resetPasswordSchema = yup.object({
  code: code(VALIDATION.resetCodeRequired, VALIDATION.resetCodeInvalid),
  ...newPasswordTwice,
});

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(VALIDATION.passwordRequired),
  ...newPasswordTwice,
});

/** The pool takes digits only; '123 456' is how the code may be typed. */
export function normalizeCode(code: string): string {
  return code.replace(/\s/g, '');
}
