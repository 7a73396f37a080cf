'use client';

import { useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { confirmForgotPasswordAction } from './actions';
import { SignInRegisterLinks } from './account-links';
import { mapResetConfirmError } from './error-map';
import { TextField } from '@/components/forms/fields';
import { NewPasswordFields } from './new-password-fields';
import { passwordChangedToast } from './toasts';
import { useAccountSchemas, useErrorText } from './use-account-text';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

type Field = 'code' | 'newPassword' | 'confirmNewPassword';
const FIELD_OF = { email: 'code', code: 'code', password: 'newPassword' } as const;

/** Forgot password confirmation: code, new password twice, Change Password ('Processing...') (docs/SPEC.md section 2.5). */
export function ForgotPasswordConfirmationForm({ email = '', go }: ViewProps) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const form = useFormik({
    initialValues: { code: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schemas.resetPassword,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const result = await confirmForgotPasswordAction(email, values.code.trim(), values.newPassword);
      if (!result.ok) {
        const { field, message } = mapResetConfirmError(result.error);
        helpers.setFieldError(FIELD_OF[field], errorText(message));
        return;
      }
      go('sign-in', { email });
      passwordChangedToast(t);
    },
  });
  const error = (name: Field) => shownError(form, name);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="reset-title">
      <FormHeading id="reset-title">{t('title.forgotPasswordConfirmation')}</FormHeading>
      <p>{t('text.forgotPasswordConfirmation')}</p>
      <TextField
        id="reset-code"
        label={t('field.confirmationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error('code')}
        {...form.getFieldProps('code')}
      />
      <NewPasswordFields
        ids={{ newPassword: 'reset-new-password', confirmNewPassword: 'reset-confirm-password' }}
        field={form.getFieldProps}
        error={error}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.processing') : t('button.changePassword')}
      </button>
      <SignInRegisterLinks go={(view) => go(view, { email })} />
    </form>
  );
}
