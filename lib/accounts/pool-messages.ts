// The identity pool's and the provider's own English wording, which the account screens recognize
// by its text; its own module, so the browser loads it without every account message.
/**
 * The identity pool's own messages that the screens show as they come (docs/SPEC.md section 8
 * passes them through): in English the pool's wording, word for word, so that a message is
 * found here by its English text and shown in the page's language.
 */
export const POOL = {
  incorrect: 'Incorrect username or password.',
  userNotFound: 'User does not exist.',
  clientNotFound: 'Username/client id combination not found.',
  codeEmpty: 'Confirmation code cannot be empty',
  codeMismatch: 'Invalid verification code provided, please try again.',
  expiredCode: 'Invalid code provided, please request a code again.',
  passwordEmpty: 'Password cannot be empty',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  resendConfirmed: 'User is already confirmed.',
  notAnEmail: 'Username should be an email.',
  resetRequired: 'Password reset required for the user',
  mfaUnavailable: 'Multi-factor authentication is not available here.',
  notAuthenticated: 'The user is not authenticated',
  sessionExpired: 'Invalid session for the user, session is expired.',
  tooManyRequests: 'Too many requests',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * The provider's messages that docs/SPEC.md section 8 maps (Cognito and Amplify wording): matched,
 * never shown, so they have no translation.
 */
export const PROVIDER = {
  usernameEmpty: 'Username cannot be empty',
  userNotFound: POOL.userNotFound,
  userNotConfirmed: 'User is not confirmed.',
  customAuth: 'Custom auth lambda trigger is not configured for the user pool.',
  incorrect: POOL.incorrect,
  exists: 'An account with the given email already exists.',
  passwordEmpty: POOL.passwordEmpty,
  codeEmpty: POOL.codeEmpty,
  codeMismatch: POOL.codeMismatch,
  clientNotFound: POOL.clientNotFound,
  noVerifiedContact: 'no registered/verified email or phone_number',
  policyPrefix: 'Password did not conform with policy: ',
} as const;
