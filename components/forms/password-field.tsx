'use client';

import { useTranslations } from 'next-intl';
import { useState, type InputHTMLAttributes } from 'react';
import { describedBy, Feedback } from './fields';
import styles from './forms.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  error?: string;
  help?: string;
};

/** A password input with a show/hide toggle (docs/SPEC.md section 2.5). */
export function PasswordField({ id, label, error, help, ...input }: Props) {
  const t = useTranslations('passwordField');
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, help)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? t('hideLabel') : t('showLabel')}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('hide') : t('show')}
        </button>
      </div>
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}
