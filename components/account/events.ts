/** The account views of docs/SPEC.md section 2.5, opened in the login modal. */
export type AccountView = 'sign-in' | 'sign-up' | 'forgot-password' | 'confirmation' | 'forgot-password-confirmation';

/** Where a sign-in started (docs/SPEC.md section 4): decides where the user goes afterwards. */
/** Where the login modal was opened from: docs/SPEC.md section 4's "login state" (none when a page opened it itself). */
export type SignInOrigin = 'plan-your-trip' | 'favourite' | 'header';

export type AccountEventDetail = { email?: string; from?: SignInOrigin };

/** Application-wide events that switch the modal's views (docs/SPEC.md section 2.5). */
export const ACCOUNT_EVENTS = {
  'sign-in': 'show-sign-in',
  'sign-up': 'show-sign-up',
  'forgot-password': 'show-forgot-password',
  'forgot-password-confirmation': 'show-forgot-password-confirmation',
  confirmation: 'show-confirm-account',
} as const satisfies Record<AccountView, string>;

/** The second event: passes an email on to the sign-up flow. */
export const ACCOUNT_EMAIL_EVENT = 'account-email';

/** Fired after a sign-in that started from a favourite prompt of a user with trips. */
export const AFTER_SIGN_IN_EVENT = 'after-sign-in';

/** Opens the login modal on a view, e.g. `openAccountModal('sign-in', { from: 'plan-your-trip' })`. */
export function openAccountModal(view: AccountView = 'sign-in', detail: AccountEventDetail = {}): void {
  window.dispatchEvent(new CustomEvent<AccountEventDetail>(ACCOUNT_EVENTS[view], { detail }));
}

/** Hands an email to the sign-up flow without changing the view. */
export function passEmailToSignUp(email: string): void {
  window.dispatchEvent(new CustomEvent<AccountEventDetail>(ACCOUNT_EMAIL_EVENT, { detail: { email } }));
}

/** The page of each view, for the stand-alone screens. */
export function accountPagePath(view: AccountView, email?: string): string {
  const query = (name: string) => (email ? `?${name}=${encodeURIComponent(email)}` : '');
  switch (view) {
    case 'sign-in':
      return '/login';
    case 'sign-up':
      return `/signup${query('email')}`;
    case 'forgot-password':
      return '/forgot-password';
    case 'confirmation':
      return `/confirmation${query('myEmail')}`;
    case 'forgot-password-confirmation':
      return `/forgot-password-confirmation${query('email')}`;
  }
}
