// What the account forms say when a field is refused (docs/SPEC.md section 5, verbatim). The
// schemas in lib/accounts/schema.ts and the forms read the same strings.

/** docs/SPEC.md section 5. */
export const VALIDATION = {
  emailRequired: 'Your email address is required.',
  emailInvalid: 'Double check your email address.',
  passwordRequired: 'Please enter a password.',
  codeRequired: 'Please enter the confirmation from the email.',
  codeInvalid: 'Invalid code provided. Please try again.',
  resetCodeRequired: 'Please enter the confirmation code',
  resetCodeInvalid: 'That code appears to be invalid. Please double check it and try again.',
  newPasswordRequired: 'Please enter a password',
  confirmPasswordRequired: 'Please reenter your password',
  passwordsDoNotMatch: 'Passwords do not match. Please try again.',
} as const;
