'use client';

import { useFormik } from 'formik';
import { shownError } from './shown-error';
import { footerNewsletterErrors } from '@/lib/newsletter/schema';
import { TextField } from './fields';
import { FOOTER_NEWSLETTER as F, NEWSLETTER as M } from './messages';
import { useSubscribe } from './use-subscribe';
import styles from './forms.module.css';

/** The footer's one-box newsletter sign-up with its own wording (docs/SPEC.md section 5, Footer newsletter form). */
export function FooterNewsletter() {
  const { status, subscribe } = useSubscribe();
  const form = useFormik({
    initialValues: { email: '' },
    validate: footerNewsletterErrors,
    validateOnChange: false,
    onSubmit: async (values) => {
      await subscribe(values);
    },
  });
  const error = shownError(form, 'email');

  if (status === 'success') {
    return (
      <p role="status" className={`${styles.status} ${styles.success}`}>
        {M.success}
      </p>
    );
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.inline} aria-label={F.formLabel}>
      <TextField
        id="footer-newsletter-email"
        label={F.label}
        type="email"
        autoComplete="email"
        placeholder={F.placeholder}
        {...form.getFieldProps('email')}
        error={error}
      />
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? F.submitting : F.submit}
      </button>
      <p role="status" aria-live="polite" className={`${styles.status} ${status === 'failure' ? styles.failure : ''}`}>
        {status === 'failure' ? M.failure : ''}
      </p>
    </form>
  );
}
