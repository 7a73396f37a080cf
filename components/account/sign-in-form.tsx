'use client';

import { useTranslations } from 'next-intl';
import { useFormik } from 'formik';
import { shownError } from '@/components/forms/shown-error';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { CONFIRMATION_REDIRECT_MS } from '@/lib/constants';
import { signInAction } from './actions';
import { ViewLink } from './account-links';
import { mapSignInError } from './error-map';
import { AFTER_SIGN_IN_EVENT, passEmailToSignUp } from './events';
import { TextField } from '@/components/forms/fields';
import { PasswordField } from '@/components/forms/password-field';
import { SocialButtons } from './social-buttons';
import { signInToast } from './toasts';
import { refreshSessionUser } from './use-session-user';
import { useAccountSchemas, useErrorText } from './use-account-text';
import type { ViewProps } from './view-props';
import { FormHeading } from './form-heading';
import styles from './account.module.css';

/** Login: email, password with a toggle, Sign In ('Processing...'), and the two links (docs/SPEC.md section 2.5). */
export function SignInForm({ email = '', from, go, onDone, social }: ViewProps) {
  const t = useTranslations('account');
  const router = useRouter();
  const [note, setNote] = useState('');
  const errorText = useErrorText();
  const schemas = useAccountSchemas();
  const form = useFormik({
    initialValues: { email, password: '' },
    validationSchema: schemas.signIn,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setNote('');
      const result = await signInAction({
        ...values,
        email: values.email.trim(),
        pathname: window.location.pathname,
        from,
      });
      if (!result.ok) {
        const outcome = mapSignInError(result.error);
        if (outcome.kind === 'field') helpers.setFieldError(outcome.field, errorText(outcome.message));
        if (outcome.kind === 'unconfirmed') {
          setNote(errorText(outcome.message));
          setTimeout(() => go('confirmation', { email: values.email.trim() }), CONFIRMATION_REDIRECT_MS);
        }
        if (outcome.kind !== 'continue') return;
      }
      const next = result.ok ? result.next : ({ kind: 'navigate', href: '/profile', ensureVisitor: false } as const);
      signInToast(t, next.kind === 'navigate');
      await refreshSessionUser();
      onDone?.();
      if (next.kind === 'navigate') router.push(next.href);
      else if (next.kind === 'event') window.dispatchEvent(new CustomEvent(AFTER_SIGN_IN_EVENT));
      else if (next.kind === 'reload') window.location.reload();
      router.refresh();
    },
  });
  const error = (name: 'email' | 'password') => shownError(form, name);

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate aria-labelledby="sign-in-title">
      <FormHeading id="sign-in-title">{t('title.signIn')}</FormHeading>
      <TextField
        id="sign-in-email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...form.getFieldProps('email')}
      />
      <PasswordField
        id="sign-in-password"
        label={t('field.password')}
        autoComplete="current-password"
        error={error('password')}
        {...form.getFieldProps('password')}
      />
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={form.isSubmitting}>
        {form.isSubmitting ? t('button.processing') : t('button.signIn')}
      </button>
      <p className={styles.links}>
        <ViewLink view="forgot-password" go={(view) => go(view, { email: form.values.email })}>
          {t('link.resetYourPassword')}
        </ViewLink>
        <ViewLink
          view="sign-up"
          go={(view) => {
            passEmailToSignUp(form.values.email);
            go(view, { email: form.values.email });
          }}
        >
          {t('link.registerNow')}
        </ViewLink>
      </p>
      <SocialButtons providers={social} />
    </form>
  );
}
