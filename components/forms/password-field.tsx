'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { describedBy, Feedback } from './fields';
import { PASSWORD_TOGGLE } from './messages';
import styles from './forms.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  id: string;
  label: string;
  error?: string;
  help?: string;
};

/** A password input with a show/hide toggle (docs/SPEC.md section 2.5). */
export function PasswordField({ id, label, error, help, ...input }: Props) {
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
          aria-label={shown ? PASSWORD_TOGGLE.hideLabel : PASSWORD_TOGGLE.showLabel}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? PASSWORD_TOGGLE.hide : PASSWORD_TOGGLE.show}
        </button>
      </div>
      <Feedback id={id} error={error} help={help} />
    </div>
  );
}
