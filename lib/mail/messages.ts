// What the pool's mails say, in English (messages.es.ts has the Spanish). A mail goes out in the
// language kept as the account's `locale` attribute, as Cognito keeps it; {site} is the site's name.
export const MAIL_MESSAGES = {
  signupSubject: 'Your {site} sign-up confirmation code',
  signupWelcome: 'Welcome to {site}!',
  signupCode: 'Your verification code is {code}. Enter it to confirm your account; it works for 24 hours.',
  signupIgnore: 'If you did not sign up, you can ignore this email.',
  resetSubject: 'Your {site} password reset code',
  resetAsked: 'Someone asked to reset the password of your {site} account.',
  resetCode: 'Your password reset code is {code}. It works for 1 hour.',
  resetIgnore: 'If it was not you, you can ignore this email; your password stays the same.',
} as const;
