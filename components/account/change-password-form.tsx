'use client';

import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { useState } from 'react';
import { changePasswordAction } from './actions';
import { mapResetConfirmError } from './error-map';
import { PasswordField } from '@/components/forms/password-field';
import { NewPasswordFields } from './new-password-fields';
import { BUTTON, FIELD, TEXT, TOAST } from './messages';
import { passwordChangedToast } from './toasts';
import { changePasswordSchema } from '@/lib/accounts/schema';
import styles from './account.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';

/** Change the password of the signed-in user (ChangePassword with the session's access token). */
export function ChangePasswordForm() {
  const [done, setDone] = useState(false);
  const form = useFormik({
    initialValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    validationSchema: changePasswordSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setDone(false);
      const result = await changePasswordAction(values.currentPassword, values.newPassword);
      if (!result.ok) {
        if (result.error.code === 'NotAuthorizedException' || result.error.code === 'LimitExceededException') {
          helpers.setFieldError('currentPassword', result.error.message);
        } else helpers.setFieldError('newPassword', mapResetConfirmError(result.error).message);
        return;
      }
      helpers.resetForm();
      setDone(true);
      passwordChangedToast();
    },
  });
  const error = (name: Field) => shownError(form, name);
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">{BUTTON.changePassword}</h2>
      <PasswordField
        id="current-password"
        label={FIELD.currentPassword}
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
        {done ? `${TOAST.passwordChangedTitle} ${TEXT.passwordChanged}` : ''}
      </p>
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? BUTTON.processing : BUTTON.changePassword}
      </button>
    </form>
  );
}
