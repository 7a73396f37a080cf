'use client';

import { openAccountModal, type SignInOrigin } from '@/components/account/events';
import styles from './trips.module.css';

/** For anonymous visitors on a trip page: opens the login modal with where the sign-in started. */
export function SignInPrompt({ text, button, from }: { text: string; button: string; from?: SignInOrigin }) {
  return (
    <div>
      <p>{text}</p>
      <button
        type="button"
        className={styles.primary}
        onClick={() => openAccountModal('sign-in', from ? { from } : {})}
      >
        {button}
      </button>
    </div>
  );
}
