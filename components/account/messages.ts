// Every string the account screens show. Quoted strings of docs/SPEC.md (sections 2.5, 4, 5, 8) are verbatim.
// The field messages live with the account rules (lib/accounts/messages.ts).
export { VALIDATION } from '@/lib/accounts/messages';

export const FIELD = {
  email: 'Email',
  password: 'Password',
  confirmationCode: 'Confirmation Code',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  currentPassword: 'Current Password',
} as const;

export const BUTTON = {
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
} as const;

export const LINK = {
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
} as const;

/** Shown in the login modal while its forms load on first open. */
export const LOADING_FORMS = 'Loading…';

export const TITLE = {
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
} as const;

export const TEXT = {
  forgotPasswordDescription:
    'Enter the email address of your account and we will send you a code to reset your password, so you can get back to planning your trip to Alabama.',
  forgotPasswordConfirmation:
    'We sent a confirmation code to the email address on file. Enter it below with your new password.',
  confirmation: 'We sent a 6-digit confirmation code to your email. Enter it below to confirm your account.',
  passwordHelp: 'At least 8 characters, with a lowercase letter, an uppercase letter, a number and a symbol.',
  signInWith: (provider: string) => `Sign in with ${provider}`,
  or: 'or',
  profileEmail: 'Email',
  noTrips: 'You have no trips yet. Create one and keep the places you want to see in Alabama together.',
  deleteAccountWarning:
    'Deleting your account removes your sign-in, your trips and your favourites for good. This cannot be undone.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** docs/SPEC.md section 8: what the screens show for the provider's messages. */
export const ERROR = {
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
} as const;

/** The provider's own messages that section 8 maps (Cognito and Amplify wording). */
export const PROVIDER = {
  usernameEmpty: 'Username cannot be empty',
  userNotFound: 'User does not exist.',
  userNotConfirmed: 'User is not confirmed.',
  customAuth: 'Custom auth lambda trigger is not configured for the user pool.',
  incorrect: 'Incorrect username or password.',
  exists: 'An account with the given email already exists.',
  passwordEmpty: 'Password cannot be empty',
  codeEmpty: 'Confirmation code cannot be empty',
  codeMismatch: 'Invalid verification code provided, please try again.',
  clientNotFound: 'Username/client id combination not found.',
  noVerifiedContact: 'no registered/verified email or phone_number',
  policyPrefix: 'Password did not conform with policy: ',
} as const;

/** docs/SPEC.md section 4 (and the timings of section 9). */
export const TOAST = {
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
} as const;
