/** The built-in user pool's identity, shaped like a Cognito pool's. */
export const LOCAL_POOL = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_AlabamaLocal',
  clientId: 'alabamalocalclient00000000',
  /** Fixed, host-independent issuer so tokens verify the same behind any host name. */
  issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AlabamaLocal',
  idTokenTtlSeconds: 60 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  signUpCodeTtlMs: 24 * 60 * 60 * 1000,
  resetCodeTtlMs: 60 * 60 * 1000,
  /** Failed sign-ins or code attempts for one user before the lock. */
  maxFailedAttempts: 5,
  lockMs: 15 * 60 * 1000,
  /** Codes one user may be sent per purpose in an hour, so the pool cannot be used to flood a mailbox. */
  maxCodesPerHour: 5,
  /**
   * Sign-in and code attempts (InitiateAuth, RespondToAuthChallenge, ConfirmSignUp,
   * ConfirmForgotPassword) from one address, whatever the users: about 15 SRP sign-ins in 5 minutes.
   */
  addressLimit: { max: 30, windowMs: 5 * 60 * 1000 },
} as const;

/** 'email' verifies a changed address (UpdateUserAttributes, then VerifyUserAttribute). */
export type CodePurpose = 'signup' | 'reset' | 'email';
