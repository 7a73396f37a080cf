'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { useEffect } from 'react';
import { signUpAction } from './actions';
import { ViewLink } from './account-links';
import { mapSignUpError } from './error-map';
import { ACCOUNT_EMAIL_EVENT, type AccountEventDetail } from './events';
import { TextField } from '@/components/forms/fields';
import { PasswordField } from '@/components/forms/password-field';
import { useAccountSchemas, useErrorText } from './use-account-text';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Sign-up: email, password, Register ('Registering...'), 'Already a member' (docs/SPEC.md section 2.5). */
export function SignUpForm({ email = '', go }: ViewProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const form = useFormik({
    initialValues: { email, password: '' },
    validationSchema: schemas.signUp,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const address = values.email.trim();
      const result = await signUpAction(address, values.password, locale);
      if (!result.ok) {
        helpers.setFieldError('password', errorText(mapSignUpError(result.error)));
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
      <FormHeading id="sign-up-title">{t('title.signUp')}</FormHeading>
      <TextField
        id="sign-up-email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...form.getFieldProps('email')}
      />
      <PasswordField
        id="sign-up-password"
        label={t('field.password')}
        autoComplete="new-password"
        help={t('text.passwordHelp')}
        error={error('password')}
        {...form.getFieldProps('password')}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.registering') : t('button.register')}
      </button>
      <p className={styles.links}>
        <ViewLink view="sign-in" go={(view) => go(view, { email: form.values.email })}>
          {t('link.alreadyAMember')}
        </ViewLink>
      </p>
    </form>
  );
}
