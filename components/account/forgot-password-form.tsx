'use client';

import { useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { CONFIRM_ACCOUNT_REDIRECT_MS } from '@/lib/constants';
import { forgotPasswordAction } from './actions';
import { SignInRegisterLinks } from './account-links';
import { mapForgotPasswordError } from './error-map';
import { TextField } from '@/components/forms/fields';
import { confirmAccountToast } from './toasts';
import { useAccountSchemas, useErrorText } from './use-account-text';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Forgot password: the email, Reset Password ('Processing...'), and the sign-in and register links (docs/SPEC.md section 2.5). */
export function ForgotPasswordForm({ email = '', go }: ViewProps) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const form = useFormik({
    initialValues: { email },
    validationSchema: schemas.forgotPassword,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const address = values.email.trim();
      // docs/SPEC.md section 5: a malformed email clears the field and says so, and the request still proceeds.
      const malformed = !EMAIL_PATTERN.test(address);
      if (malformed) {
        await helpers.setFieldValue('email', '', false);
        helpers.setFieldError('email', t('validation.emailInvalid'));
      }
      const result = await forgotPasswordAction(address);
      if (result.ok) {
        go('forgot-password-confirmation', { email: address });
        return;
      }
      const outcome = mapForgotPasswordError(result.error);
      if (outcome.kind === 'confirm-account') {
        confirmAccountToast(t);
        setTimeout(() => go('confirmation', { email: address }), CONFIRM_ACCOUNT_REDIRECT_MS);
        return;
      }
      if (!malformed) helpers.setFieldError('email', errorText(outcome.message));
    },
  });
  const error = shownError(form, 'email');
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="forgot-password-heading">
      <FormHeading id="forgot-password-heading">{t('title.forgotPasswordHeading')}</FormHeading>
      <TextField
        id="forgot-password-email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={error}
        {...form.getFieldProps('email')}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.processing') : t('button.resetPassword')}
      </button>
      <SignInRegisterLinks go={(view) => go(view, { email: form.values.email })} />
    </form>
  );
}
