// Every string the account screens show, in English; the Spanish twin is messages.es.ts. Quoted
// strings of docs/SPEC.md (sections 2.5, 4, 5 and 8) are verbatim. Parameters are in ICU message
// syntax, as next-intl reads them. The groups are exported one by one too, for the tests.
import { POOL } from './pool-messages';
import { VALIDATION } from './validation-messages';

export { POOL, PROVIDER } from './pool-messages';
export { VALIDATION, type ValidationMessages } from './validation-messages';

export const ACCOUNT_MESSAGES = {
  field: {
    email: 'Email',
    password: 'Password',
    confirmationCode: 'Confirmation Code',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    currentPassword: 'Current Password',
  },
  button: {
    signIn: 'Sign In',
    register: 'Register',
    confirmAccount: 'Confirm Account',
    resetPassword: 'Reset Password',
    changePassword: 'Change Password',
    processing: 'Processing...',
    registering: 'Registering...',
    signOut: 'Sign Out',
    deleteAccount: 'Delete Account',
    confirmDelete: 'Yes, delete my account',
    cancel: 'Cancel',
    close: 'Close',
  },
  link: {
    resetYourPassword: 'Reset your password',
    registerNow: 'Register now',
    alreadyAMember: 'Already a member',
    resendCode: 'Resend confirmation code',
    signInWithPassword: 'Sign-in with Password',
    notAMember: 'Not a member?',
    registerNowBang: 'Register now!',
    editProfile: 'Edit Profile',
    backToProfile: 'Back to My Profile',
    allTrips: 'See all my trips',
    createTrip: 'Create Your Trip',
  },
  title: {
    signIn: 'Sign In',
    signUp: 'Register',
    confirmation: 'Email Verification',
    forgotPassword: 'Forgot Password',
    forgotPasswordHeading: 'Reset your password',
    forgotPasswordConfirmation: 'Choose a New Password',
    profile: 'My Profile',
    editProfile: 'Edit Profile',
    accountDialog: 'Your account',
    myTrips: 'My Trips',
  },
  text: {
    forgotPasswordDescription:
      'Enter the email address of your account and we will send you a code to reset your password, so you can get back to planning your trip to Alabama.',
    forgotPasswordConfirmation:
      'We sent a confirmation code to the email address on file. Enter it below with your new password.',
    confirmation: 'We sent a 6-digit confirmation code to your email. Enter it below to confirm your account.',
    passwordHelp: 'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a symbol.',
    signInWith: 'Sign in with {provider}',
    or: 'or',
    profileEmail: 'Email',
    noTrips: 'You have no trips yet. Create one and keep the places you want to see in Alabama together.',
    deleteAccountWarning:
      'Deleting your account removes your sign-in, your trips and your favourites for good. This cannot be undone.',
    passwordChanged: 'Your password has been changed.',
    /** Shown in the login modal while its forms load on first open. */
    loadingForms: 'Loading…',
  },
  validation: VALIDATION,
  /** docs/SPEC.md section 8: what the screens show for the provider's messages. */
  error: {
    signInUnconfirmed: 'Your account is not confirmed yet. We are redirecting you to confirm it.',
    signUpExists: 'An account with the given email already exists. Please Sign-in instead.',
    passwordEmpty: 'Password cannot be empty.',
    policyLength: 'Password not long enough.',
    policyUppercase: 'Password must have uppercase characters.',
    policyLowercase: 'Password must have lowercase characters.',
    policyNumeric: 'Password must have numeric characters.',
    policySymbol: 'Password must have symbol characters.',
    forgotInvalidEmail: 'Invalid email address.',
    resetEmailMissing: 'Your email address is required. Please go back to the previous page to restart this process.',
    resetPolicyLength: 'Password not long enough. Password must be at least 8 characters.',
    // docs/SPEC.md section 8 gives one message for every character-class failure on this screen.
    resetPolicyCharacters: 'Password must have lowercase/uppercase/numeric/symbol characters',
  },
  pool: POOL,
  /**
   * A pool message not listed above, by the pool's error name. English shows the pool's own
   * message instead; another language shows this.
   */
  poolError: {
    NotAuthorizedException: 'You are not allowed to do that. Please sign in again and try once more.',
    UserNotFoundException: 'We could not find an account with that email address.',
    UserNotConfirmedException: 'Your account is not confirmed yet.',
    UsernameExistsException: 'An account with the given email already exists.',
    AliasExistsException: 'An account with the given email already exists.',
    CodeMismatchException: 'That code is not correct. Please try again.',
    ExpiredCodeException: 'That code has expired. Please request a new one.',
    InvalidPasswordException: 'That password does not meet the requirements.',
    InvalidParameterException: 'Please check what you entered and try again.',
    LimitExceededException: 'Too many attempts. Please wait a while and try again.',
    TooManyRequestsException: 'Too many attempts. Please wait a while and try again.',
    PasswordResetRequiredException: 'You need to reset your password before you can sign in.',
    other: 'Something went wrong on our side. Please try again.',
  },
  /** docs/SPEC.md section 4 (and the timings of section 9). */
  toast: {
    signInTitle: 'Sign-in successful.',
    signInHangOn: "Hang on, we're signing you in.",
    signInRedirecting: 'Redirecting you…',
    verified: 'Success! Thanks for verifying your email.',
    resent: 'A new verification code was resent successfully!',
    notResent: 'A new verification code was not sent!',
    passwordChangedTitle: 'Success!',
    passwordChanged: 'Your password has been changed.',
    confirmAccountTitle: 'Confirm Account',
    confirmAccount: 'Please confirm your account to proceed. You will be redirected.',
    signedOut: 'You are signed out.',
    accountDeleted: 'Your account has been deleted.',
  },
} as const;

export const FIELD = ACCOUNT_MESSAGES.field;
export const BUTTON = ACCOUNT_MESSAGES.button;
export const LINK = ACCOUNT_MESSAGES.link;
export const TITLE = ACCOUNT_MESSAGES.title;
export const TEXT = ACCOUNT_MESSAGES.text;
export const ERROR = ACCOUNT_MESSAGES.error;
export const TOAST = ACCOUNT_MESSAGES.toast;
