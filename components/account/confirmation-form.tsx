'use client';

import { useFormik } from 'formik';
import { confirmSignUpAction, resendCodeAction } from './actions';
import { mapConfirmationError } from './error-map';
import { TextField } from './fields';
import { BUTTON, FIELD, LINK, TEXT, TITLE } from './messages';
import { resendToast, verifiedToast } from './toasts';
import { confirmationSchema } from './validation';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Email Verification: the code, Confirm Account, and 'Resend confirmation code' (SPEC 2.5). */
export function ConfirmationForm({ email = '', go }: ViewProps) {
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: confirmationSchema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      const result = await confirmSignUpAction(email, values.code.trim());
      if (!result.ok) {
        helpers.setFieldError('code', mapConfirmationError(result.error));
        return;
      }
      verifiedToast();
      go('sign-in', { email });
    },
  });

  async function resend() {
    const result = await resendCodeAction(email);
    resendToast(result.ok);
  }

  const error = form.touched.code || form.submitCount > 0 ? form.errors.code : undefined;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="confirmation-title">
      <FormHeading id="confirmation-title">{TITLE.confirmation}</FormHeading>
      <p>{TEXT.confirmation}</p>
      <TextField
        id="confirmation-code"
        label={FIELD.confirmationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error}
        {...form.getFieldProps('code')}
      />
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? BUTTON.processing : BUTTON.confirmAccount}
      </button>
      <p className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => void resend()}>
          {LINK.resendCode}
        </button>
      </p>
    </form>
  );
}
