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

export const confirmationSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(VALIDATION.codeRequired)
    .matches(CONFIRMATION_CODE_PATTERN, VALIDATION.codeInvalid),
});

export const confirmationWithEmailSchema = confirmationSchema.shape({ email });

export const forgotPasswordSchema = yup.object({ email: yup.string().trim().required(VALIDATION.emailRequired) });

export const resetPasswordSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required(VALIDATION.resetCodeRequired)
    .matches(CONFIRMATION_CODE_PATTERN, VALIDATION.resetCodeInvalid),
  newPassword: yup.string().required(VALIDATION.newPasswordRequired),
  confirmNewPassword: yup
    .string()
    .required(VALIDATION.confirmPasswordRequired)
    .oneOf([yup.ref('newPassword')], VALIDATION.passwordsDoNotMatch),
});

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(VALIDATION.passwordRequired),
  newPassword: yup.string().required(VALIDATION.newPasswordRequired),
  confirmNewPassword: yup
    .string()
    .required(VALIDATION.confirmPasswordRequired)
    .oneOf([yup.ref('newPassword')], VALIDATION.passwordsDoNotMatch),
});

/** The pool takes digits only; '123 456' is how the code may be typed. */
export function normalizeCode(code: string): string {
  return code.replace(/\s/g, '');
}
