'use client';

import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { useEffect } from 'react';
import { signUpAction } from './actions';
import { ViewLink } from './account-links';
import { mapSignUpError } from './error-map';
import { ACCOUNT_EMAIL_EVENT, type AccountEventDetail } from './events';
import { TextField } from '@/components/forms/fields';
import { PasswordField } from '@/components/forms/password-field';
import { BUTTON, FIELD, LINK, TEXT, TITLE } from './messages';
import { signUpSchema } from '@/lib/accounts/schema';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Sign-up: email, password, Register ('Registering...'), 'Already a member' (docs/SPEC.md section 2.5). */
export function SignUpForm({ email = '', go }: ViewProps) {
  const form = useFormik({
    initialValues: { email, password: '' },
    validationSchema: signUpSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const address = values.email.trim();
      const result = await signUpAction(address, values.password);
      if (!result.ok) {
        helpers.setFieldError('password', mapSignUpError(result.error));
        return;
      }
      go('confirmation', { email: address });
    },
  });
  const { setFieldValue } = form;

  // The second event of docs/SPEC.md section 2.5 hands the email on to this flow.
  useEffect(() => {
    const onEmail = (event: Event) => {
      const detail = (event as CustomEvent<AccountEventDetail>).detail;
      if (detail?.email) void setFieldValue('email', detail.email);
    };
    window.addEventListener(ACCOUNT_EMAIL_EVENT, onEmail);
    return () => window.removeEventListener(ACCOUNT_EMAIL_EVENT, onEmail);
  }, [setFieldValue]);

  const error = (name: 'email' | 'password') => shownError(form, name);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="sign-up-title">
      <FormHeading id="sign-up-title">{TITLE.signUp}</FormHeading>
      <TextField
        id="sign-up-email"
        label={FIELD.email}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...form.getFieldProps('email')}
      />
      <PasswordField
        id="sign-up-password"
        label={FIELD.password}
        autoComplete="new-password"
        help={TEXT.passwordHelp}
        error={error('password')}
        {...form.getFieldProps('password')}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? BUTTON.registering : BUTTON.register}
      </button>
      <p className={styles.links}>
        <ViewLink view="sign-in" go={(view) => go(view, { email: form.values.email })}>
          {LINK.alreadyAMember}
        </ViewLink>
      </p>
    </form>
  );
}
