// What the account forms say when a field is refused, in English (docs/SPEC.md section 5, word for
// word); its own module, so the forms' schemas load it in the browser without every account message.
/** docs/SPEC.md section 5: what the forms say when a field is refused. */
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

export type ValidationMessages = Record<keyof typeof VALIDATION, string>;
