'use client';

import { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { shownError } from './shown-error';
import { useId, useMemo } from 'react';
import { NEWSLETTER_RULE_MESSAGES, newsletterModalCheck } from '@/lib/newsletter/schema';
import { TextField } from './fields';
import { useSubscribe } from './use-subscribe';
import { wordingOf } from '@/lib/forms/wording';
import styles from './forms.module.css';

/** The newsletter sign-up of the modal and the /subscribe page: email, first and last name (docs/SPEC.md section 2.5). */
export function NewsletterForm({ onSubscribed }: { onSubscribed?: () => void }) {
  const t = useTranslations('newsletter');
  const id = useId();
  const { status, subscribe } = useSubscribe();
  const validate = useMemo(() => newsletterModalCheck(wordingOf(NEWSLETTER_RULE_MESSAGES, t)), [t]);
  const form = useFormik({
    initialValues: { email: '', first_name: '', last_name: '' },
    validate,
    onSubmit: async (values) => {
      if (await subscribe(values)) onSubscribed?.();
    },
  });
  const errorOf = (name: keyof typeof form.values) => shownError(form, name);

  if (status === 'success') {
    return (
      <p role="status" className={`${styles.status} ${styles.success}`}>
        {t('success')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label={t('heading')}>
      <TextField
        id={`${id}-email`}
        label={t('email')}
        type="email"
        autoComplete="email"
        {...form.getFieldProps('email')}
        error={errorOf('email')}
      />
      <TextField
        id={`${id}-first`}
        label={t('firstName')}
        autoComplete="given-name"
        {...form.getFieldProps('first_name')}
        error={errorOf('first_name')}
      />
      <TextField
        id={`${id}-last`}
        label={t('lastName')}
        autoComplete="family-name"
        {...form.getFieldProps('last_name')}
        error={errorOf('last_name')}
      />
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? t('submitting') : t('submit')}
      </button>
      <p role="status" aria-live="polite" className={`${styles.status} ${status === 'failure' ? styles.failure : ''}`}>
        {status === 'failure' ? t('failure') : ''}
      </p>
    </form>
  );
}
