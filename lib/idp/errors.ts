import { BODY_TOO_LARGE_MESSAGE } from '@/lib/api/body';

/** An error of the Cognito Identity Provider JSON protocol: `{ __type, message }` with a 400. */
export class IdpError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

// Cognito's exact error types and messages, as amazon-cognito-identity-js and the screens read them.
export const idpErrors = {
  userNotFound: () => new IdpError('UserNotFoundException', 'User does not exist.'),
  usernameClientNotFound: () => new IdpError('UserNotFoundException', 'Username/client id combination not found.'),
  incorrectCredentials: () => new IdpError('NotAuthorizedException', 'Incorrect username or password.'),
  userNotConfirmed: () => new IdpError('UserNotConfirmedException', 'User is not confirmed.'),
  usernameExists: () => new IdpError('UsernameExistsException', 'An account with the given email already exists.'),
  codeMismatch: () => new IdpError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  expiredCode: () => new IdpError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  limitExceeded: () => new IdpError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  alreadyConfirmed: () =>
    new IdpError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
  resendConfirmed: () => new IdpError('InvalidParameterException', 'User is already confirmed.'),
  noVerifiedContact: () =>
    new IdpError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    ),
  usernameNotEmail: () => new IdpError('InvalidParameterException', 'Username should be an email.'),
  invalidParameter: (message: string) => new IdpError('InvalidParameterException', message),
  invalidPassword: (reason: string) =>
    new IdpError('InvalidPasswordException', `Password did not conform with policy: ${reason}`),
  customAuthNotConfigured: () =>
    new IdpError('InvalidParameterException', 'Custom auth lambda trigger is not configured for the user pool.'),
  flowNotEnabled: (flow: string) =>
    new IdpError('InvalidParameterException', `${flow} flow not enabled for this client`),
  unknownClient: (clientId: string) =>
    new IdpError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`),
  invalidAccessToken: () => new IdpError('NotAuthorizedException', 'Invalid Access Token'),
  revokedAccessToken: () => new IdpError('NotAuthorizedException', 'Access Token has been revoked'),
  expiredAccessToken: () => new IdpError('NotAuthorizedException', 'Access Token has expired'),
  invalidRefreshToken: () => new IdpError('NotAuthorizedException', 'Invalid Refresh Token'),
  revokedRefreshToken: () => new IdpError('NotAuthorizedException', 'Refresh Token has been revoked'),
  expiredRefreshToken: () => new IdpError('NotAuthorizedException', 'Refresh Token has expired'),
  unauthorizedAttribute: () =>
    new IdpError('NotAuthorizedException', 'A client attempted to write unauthorized attribute'),
  aliasExists: () => new IdpError('AliasExistsException', 'An account with the given email already exists.'),
  tooManyRequests: () => new IdpError('TooManyRequestsException', 'Too many requests'),
  unsupportedTokenType: () => new IdpError('UnsupportedTokenTypeException', 'Unsupported token type'),
  invalidSession: () => new IdpError('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
  unknownOperation: (target: string) => new IdpError('UnknownOperationException', `Unknown operation ${target}`),
  serialization: () => new IdpError('SerializationException', 'The request body is not valid JSON.'),
  bodyTooLarge: () => new IdpError('RequestEntityTooLargeException', BODY_TOO_LARGE_MESSAGE, 413),
};
