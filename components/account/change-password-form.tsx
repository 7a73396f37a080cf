'use client';

import { useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { useState } from 'react';
import { changePasswordAction } from './actions';
import { mapResetConfirmError } from './error-map';
import { PasswordField } from '@/components/forms/password-field';
import { NewPasswordFields } from './new-password-fields';
import { passwordChangedToast } from './toasts';
import { useAccountSchemas, useErrorText } from './use-account-text';
import styles from './account.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';

/** Change the password of the signed-in user (ChangePassword with the session's access token). */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const [done, setDone] = useState(false);
  const form = useFormik({
    initialValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: schemas.changePassword,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setDone(false);
      const result = await changePasswordAction(values.currentPassword, values.newPassword);
      if (!result.ok) {
        if (result.error.code === 'NotAuthorizedException' || result.error.code === 'LimitExceededException') {
          helpers.setFieldError('currentPassword', errorText({ error: result.error }));
        } else helpers.setFieldError('newPassword', errorText(mapResetConfirmError(result.error).message));
        return;
      }
      helpers.resetForm();
      setDone(true);
      passwordChangedToast(t);
    },
  });
  const error = (name: Field) => shownError(form, name);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('button.changePassword')}</h2>
      <PasswordField
        id="current-password"
        label={t('field.currentPassword')}
        autoComplete="current-password"
        error={error('currentPassword')}
        {...form.getFieldProps('currentPassword')}
      />
      <NewPasswordFields
        ids={{ newPassword: 'new-password', confirmNewPassword: 'confirm-new-password' }}
        field={form.getFieldProps}
        error={error}
      />
      <p role="status" className={styles.help}>
        {done ? `${t('toast.passwordChangedTitle')} ${t('text.passwordChanged')}` : ''}
      </p>
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.processing') : t('button.changePassword')}
      </button>
    </form>
  );
}
