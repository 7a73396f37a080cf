'use client';

import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { shownError } from './shown-error';
import { FOOTER_NEWSLETTER_RULE_MESSAGES, footerNewsletterCheck } from '@/lib/newsletter/schema';
import { TextField } from './fields';
import { useSubscribe } from './use-subscribe';
import { wordingOf } from '@/lib/forms/wording';
import styles from './forms.module.css';

/** The footer's one-box newsletter sign-up with its own wording (docs/SPEC.md section 5, Footer newsletter form). */
export function FooterNewsletter() {
  const f = useTranslations('footerNewsletter');
  const m = useTranslations('newsletter');
  const { status, subscribe } = useSubscribe();
  const validate = useMemo(() => footerNewsletterCheck(wordingOf(FOOTER_NEWSLETTER_RULE_MESSAGES, f)), [f]);
  const form = useFormik({
    initialValues: { email: '' },
    validate,
    validateOnChange: false,
    onSubmit: async (values) => {
      await subscribe(values);
    },
  });
  const error = shownError(form, 'email');

  if (status === 'success') {
    return (
      <p role="status" className={`${styles.status} ${styles.success}`}>
        {m('success')}
      </p>
    );
  }
  return (
    <form onSubmit={form.handleSubmit} noValidate className={styles.inline} aria-label={f('formLabel')}>
      <TextField
        id="footer-newsletter-email"
        label={f('label')}
        type="email"
        autoComplete="email"
        placeholder={f('placeholder')}
        {...form.getFieldProps('email')}
        error={error}
      />
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? f('submitting') : f('submit')}
      </button>
      <p role="status" aria-live="polite" className={`${styles.status} ${status === 'failure' ? styles.failure : ''}`}>
        {status === 'failure' ? m('failure') : ''}
      </p>
    </form>
  );
}
