'use client';

import { useFormik } from 'formik';
import { shownError } from './shown-error';
import { useId } from 'react';
import { newsletterModalErrors } from '@/lib/newsletter/schema';
import { TextField } from './fields';
import { NEWSLETTER as M } from './messages';
import { useSubscribe } from './use-subscribe';
import styles from './forms.module.css';

/** The newsletter sign-up of the modal and the /subscribe page: email, first and last name (docs/SPEC.md section 2.5). */
export function NewsletterForm({ onSubscribed }: { onSubscribed?: () => void }) {
  const id = useId();
  const { status, subscribe } = useSubscribe();
  const form = useFormik({
    initialValues: { email: '', first_name: '', last_name: '' },
    validate: newsletterModalErrors,
    onSubmit: async (values) => {
      if (await subscribe(values)) onSubscribed?.();
    },
  });
  const errorOf = (name: keyof typeof form.values) => shownError(form, name);

  if (status === 'success') {
    return (
      <p role="status" className={`${styles.status} ${styles.success}`}>
        {M.success}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-label={M.heading}>
      <TextField
        id={`${id}-email`}
        label={M.email}
        type="email"
        autoComplete="email"
        {...form.getFieldProps('email')}
        error={errorOf('email')}
      />
      <TextField
        id={`${id}-first`}
        label={M.firstName}
        autoComplete="given-name"
        {...form.getFieldProps('first_name')}
        error={errorOf('first_name')}
      />
      <TextField
        id={`${id}-last`}
        label={M.lastName}
        autoComplete="family-name"
        {...form.getFieldProps('last_name')}
        error={errorOf('last_name')}
      />
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? M.submitting : M.submit}
      </button>
      <p role="status" aria-live="polite" className={`${styles.status} ${status === 'failure' ? styles.failure : ''}`}>
        {status === 'failure' ? M.failure : ''}
      </p>
    </form>
  );
}
