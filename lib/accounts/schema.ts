import * as yup from 'yup';
import { CONFIRMATION_CODE_PATTERN } from '@/lib/constants';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { VALIDATION, type ValidationMessages } from './validation-messages';

// The account forms' rules (formik + yup in the browser; the server actions check the email with
// the same EMAIL_PATTERN, the one email rule of the code base), in the wording of the page's
// language: the forms build them from their translated messages (use-account-schemas.ts).

/** Every account form's schema, its messages in one language. */
export function accountSchemas(v: ValidationMessages) {
  const email = yup.string().trim().required(v.emailRequired).matches(EMAIL_PATTERN, v.emailInvalid);

  /** A mailed code, typed as 6 digits or as "123 456", in the wording of the form that asks for it. */
  const code = (required: string, invalid: string) =>
    yup.string().trim().required(required).matches(CONFIRMATION_CODE_PATTERN, invalid);

  /** A new password typed twice. */
  const newPasswordTwice = {
    newPassword: yup.string().required(v.newPasswordRequired),
    confirmNewPassword: yup
      .string()
      .required(v.confirmPasswordRequired)
      .oneOf([yup.ref('newPassword')], v.passwordsDoNotMatch),
  };

  const confirmation = yup.object({ code: code(v.codeRequired, v.codeInvalid) });
  return {
    signIn: yup.object({ email, password: yup.string().required(v.passwordRequired) }),
    // Sign-up passwords are checked by the pool; its answers are mapped as docs/SPEC.md section 8 says.
    signUp: yup.object({ email, password: yup.string() }),
    confirmation,
    confirmationWithEmail: confirmation.shape({ email }),
    forgotPassword: yup.object({ email: yup.string().trim().required(v.emailRequired) }),
    resetPassword: yup.object({ code: code(v.resetCodeRequired, v.resetCodeInvalid), ...newPasswordTwice }),
    changePassword: yup.object({ currentPassword: yup.string().required(v.passwordRequired), ...newPasswordTwice }),
  };
}

export type AccountSchemas = ReturnType<typeof accountSchemas>;

const ENGLISH = accountSchemas(VALIDATION);
export const signInSchema = ENGLISH.signIn;
export const signUpSchema = ENGLISH.signUp;
export const confirmationSchema = ENGLISH.confirmation;
export const confirmationWithEmailSchema = ENGLISH.confirmationWithEmail;
export const forgotPasswordSchema = ENGLISH.forgotPassword;
export const resetPasswordSchema = ENGLISH.resetPassword;
export const changePasswordSchema = ENGLISH.changePassword;

/** The pool takes digits only; '123 456' is how the code may be typed. */
export function normalizeCode(code: string): string {
  return code.replace(/\s/g, '');
}
