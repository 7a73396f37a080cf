'use client';

import { ConfirmationForm } from './confirmation-form';
import type { AccountView as View } from './events';
import { ForgotPasswordConfirmationForm } from './forgot-password-confirmation-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import type { ViewProps } from './view-props';

/** One of the five account views of docs/SPEC.md section 2.5. */
export function AccountView({ view, ...props }: ViewProps & { view: View }) {
  switch (view) {
    case 'sign-in':
      return <SignInForm {...props} />;
    case 'sign-up':
      return <SignUpForm {...props} />;
    case 'forgot-password':
      return <ForgotPasswordForm {...props} />;
    case 'confirmation':
      return <ConfirmationForm {...props} />;
    case 'forgot-password-confirmation':
      return <ForgotPasswordConfirmationForm {...props} />;
  }
}
