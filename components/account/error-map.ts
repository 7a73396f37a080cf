import type { ERROR, VALIDATION } from '@/lib/accounts/messages';
import { PROVIDER } from '@/lib/accounts/pool-messages';

/** A failure as the auth provider reports it (Cognito error name and exact message). */
export type ProviderError = { code: string; message: string };

/**
 * What a screen shows for a failure: one of the account messages (by its key), or the provider's
 * own message, passed through (use-account-text.ts shows either in the page's language).
 */
export type Shown =
  { key: `validation.${keyof typeof VALIDATION}` | `error.${keyof typeof ERROR}` } | { error: ProviderError };

const validation = (key: keyof typeof VALIDATION): Shown => ({ key: `validation.${key}` });
const mapped = (key: keyof typeof ERROR): Shown => ({ key: `error.${key}` });

export type SignInOutcome =
  | { kind: 'field'; field: 'email' | 'password'; message: Shown }
  | { kind: 'unconfirmed'; message: Shown }
  | { kind: 'continue' };

/** docs/SPEC.md section 8, sign-in. */
export function mapSignInError(error: ProviderError): SignInOutcome {
  switch (error.message) {
    case PROVIDER.usernameEmpty:
      return { kind: 'field', field: 'email', message: validation('emailRequired') };
    case PROVIDER.userNotFound:
      return { kind: 'field', field: 'email', message: validation('emailInvalid') };
    case PROVIDER.userNotConfirmed:
      return { kind: 'unconfirmed', message: mapped('signInUnconfirmed') };
    case PROVIDER.customAuth:
      return { kind: 'field', field: 'password', message: validation('passwordRequired') };
    case PROVIDER.exists:
      return { kind: 'continue' };
    default:
      return { kind: 'field', field: 'password', message: { error } };
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
export function mapSignUpError(error: ProviderError): Shown {
  if (error.message === PROVIDER.exists) return mapped('signUpExists');
  if (error.message === PROVIDER.passwordEmpty || error.message === PROVIDER.usernameEmpty)
    return mapped('passwordEmpty');
  const reason = policyReason(error.message);
  if (reason && 'long' in reason) return mapped('policyLength');
  if (reason) {
    const byKind = {
      uppercase: 'policyUppercase',
      lowercase: 'policyLowercase',
      numeric: 'policyNumeric',
      symbol: 'policySymbol',
    } as const;
    return mapped(byKind[reason.kind]);
  }
  return { error };
}

/** docs/SPEC.md section 8, confirmation. */
export function mapConfirmationError(error: ProviderError): Shown {
  if (
    error.message === PROVIDER.codeEmpty ||
    error.message === PROVIDER.codeMismatch ||
    error.code === 'CodeMismatchException'
  ) {
    return validation('codeInvalid');
  }
  return { error };
}

export type ForgotOutcome = { kind: 'field'; message: Shown } | { kind: 'confirm-account' };

/** docs/SPEC.md section 8, forgot password request. */
export function mapForgotPasswordError(error: ProviderError): ForgotOutcome {
  if (error.message === PROVIDER.clientNotFound) return { kind: 'field', message: mapped('forgotInvalidEmail') };
  if (error.message === PROVIDER.usernameEmpty) return { kind: 'field', message: validation('emailRequired') };
  if (error.message.includes(PROVIDER.noVerifiedContact)) return { kind: 'confirm-account' };
  return { kind: 'field', message: { error } };
}

export type ResetField = 'email' | 'code' | 'password';

/** docs/SPEC.md section 8, forgot password confirm: the message and the field it marks invalid. */
export function mapResetConfirmError(error: ProviderError): { field: ResetField; message: Shown } {
  if (error.message === PROVIDER.usernameEmpty) return { field: 'email', message: mapped('resetEmailMissing') };
  if (error.message === PROVIDER.codeEmpty) return { field: 'code', message: { error } };
  if (error.message === PROVIDER.codeMismatch) return { field: 'code', message: validation('codeInvalid') };
  if (error.message === PROVIDER.passwordEmpty) return { field: 'password', message: { error } };
  const reason = policyReason(error.message);
  if (reason && 'long' in reason) return { field: 'password', message: mapped('resetPolicyLength') };
  if (reason) return { field: 'password', message: mapped('resetPolicyCharacters') };
  if (error.code === 'CodeMismatchException' || error.code === 'ExpiredCodeException')
    return { field: 'code', message: { error } };
  return { field: 'password', message: { error } };
}
