import { ERROR, PROVIDER, VALIDATION } from './messages';

/** A failure as the auth provider reports it (Cognito error name and exact message). */
export type ProviderError = { code: string; message: string };

export type SignInOutcome =
  | { kind: 'field'; field: 'email' | 'password'; message: string }
  | { kind: 'unconfirmed'; message: string }
  | { kind: 'continue' };

/** docs/SPEC.md section 8, sign-in. */
export function mapSignInError(error: ProviderError): SignInOutcome {
  switch (error.message) {
    case PROVIDER.usernameEmpty:
      return { kind: 'field', field: 'email', message: VALIDATION.emailRequired };
    case PROVIDER.userNotFound:
      return { kind: 'field', field: 'email', message: VALIDATION.emailInvalid };
    case PROVIDER.userNotConfirmed:
      return { kind: 'unconfirmed', message: ERROR.signInUnconfirmed };
    case PROVIDER.customAuth:
      return { kind: 'field', field: 'password', message: VALIDATION.passwordRequired };
    case PROVIDER.exists:
      return { kind: 'continue' };
    default:
      return { kind: 'field', field: 'password', message: error.message };
  }
}

const POLICY_REASON = /^Password (not long enough|must have (lowercase|uppercase|numeric|symbol) characters)$/;

function policyReason(
  message: string,
): { long: true } | { kind: 'lowercase' | 'uppercase' | 'numeric' | 'symbol' } | null {
  if (!message.startsWith(PROVIDER.policyPrefix)) return null;
  const match = POLICY_REASON.exec(message.slice(PROVIDER.policyPrefix.length));
  if (!match) return null;
  if (match[2]) return { kind: match[2] as 'lowercase' | 'uppercase' | 'numeric' | 'symbol' };
  return { long: true };
}

/** docs/SPEC.md section 8, sign-up. */
export function mapSignUpError(error: ProviderError): string {
  if (error.message === PROVIDER.exists) return ERROR.signUpExists;
  if (error.message === PROVIDER.passwordEmpty || error.message === PROVIDER.usernameEmpty) return ERROR.passwordEmpty;
  const reason = policyReason(error.message);
  if (reason && 'long' in reason) return ERROR.policyLength;
  if (reason) {
    const byKind = {
      uppercase: ERROR.policyUppercase,
      lowercase: ERROR.policyLowercase,
      numeric: ERROR.policyNumeric,
      symbol: ERROR.policySymbol,
    };
    return byKind[reason.kind];
  }
  return error.message;
}

/** docs/SPEC.md section 8, confirmation. */
export function mapConfirmationError(error: ProviderError): string {
  if (
    error.message === PROVIDER.codeEmpty ||
    error.message === PROVIDER.codeMismatch ||
    error.code === 'CodeMismatchException'
  ) {
    return VALIDATION.codeInvalid;
  }
  return error.message;
}

export type ForgotOutcome = { kind: 'field'; message: string } | { kind: 'confirm-account' };

/** docs/SPEC.md section 8, forgot password request. */
export function mapForgotPasswordError(error: ProviderError): ForgotOutcome {
  if (error.message === PROVIDER.clientNotFound) return { kind: 'field', message: ERROR.forgotInvalidEmail };
  if (error.message === PROVIDER.usernameEmpty) return { kind: 'field', message: VALIDATION.emailRequired };
  if (error.message.includes(PROVIDER.noVerifiedContact)) return { kind: 'confirm-account' };
  return { kind: 'field', message: error.message };
}

export type ResetField = 'email' | 'code' | 'password';

/** docs/SPEC.md section 8, forgot password confirm: the message and the field it marks invalid. */
export function mapResetConfirmError(error: ProviderError): { field: ResetField; message: string } {
  if (error.message === PROVIDER.usernameEmpty) return { field: 'email', message: ERROR.resetEmailMissing };
  if (error.message === PROVIDER.codeEmpty) return { field: 'code', message: error.message };
  if (error.message === PROVIDER.codeMismatch) return { field: 'code', message: VALIDATION.codeInvalid };
  if (error.message === PROVIDER.passwordEmpty) return { field: 'password', message: error.message };
  const reason = policyReason(error.message);
  if (reason && 'long' in reason) return { field: 'password', message: ERROR.resetPolicyLength };
  if (reason) return { field: 'password', message: ERROR.resetPolicyCharacters };
  if (error.code === 'CodeMismatchException' || error.code === 'ExpiredCodeException')
    return { field: 'code', message: error.message };
  return { field: 'password', message: error.message };
}
