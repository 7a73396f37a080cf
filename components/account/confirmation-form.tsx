'use client';

import { useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { confirmSignUpAction, resendCodeAction } from './actions';
import { mapConfirmationError } from './error-map';
import { TextField } from '@/components/forms/fields';
import { resendToast, verifiedToast } from './toasts';
import { useAccountSchemas, useErrorText } from './use-account-text';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Email Verification: the code, Confirm Account, and 'Resend confirmation code' (docs/SPEC.md section 2.5). */
export function ConfirmationForm({ email: knownEmail = '', go }: ViewProps) {
  const t = useTranslations('account');
  // Reached without an email (a bookmarked /confirmation), the form asks for it.
  const askEmail = !knownEmail;
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const form = useFormik({
    initialValues: { email: knownEmail, code: '' },
    validationSchema: askEmail ? schemas.confirmationWithEmail : schemas.confirmation,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const email = values.email.trim();
      const result = await confirmSignUpAction(email, values.code.trim());
      if (!result.ok) {
        helpers.setFieldError('code', errorText(mapConfirmationError(result.error)));
        return;
      }
      verifiedToast(t);
      go('sign-in', { email });
    },
  });

  async function resend() {
    const result = await resendCodeAction(form.values.email.trim());
    resendToast(t, result.ok);
  }

  const error = (name: 'email' | 'code') => shownError(form, name);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="confirmation-title">
      <FormHeading id="confirmation-title">{t('title.confirmation')}</FormHeading>
      <p>{t('text.confirmation')}</p>
      {askEmail ? (
        <TextField
          id="confirmation-email"
          label={t('field.email')}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...form.getFieldProps('email')}
        />
      ) : null}
      <TextField
        id="confirmation-code"
        label={t('field.confirmationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error('code')}
        {...form.getFieldProps('code')}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.processing') : t('button.confirmAccount')}
      </button>
      <p className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => void resend()}>
          {t('link.resendCode')}
        </button>
      </p>
    </form>
  );
}
