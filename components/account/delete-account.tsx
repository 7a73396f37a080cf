'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteAccountAction } from './actions';
import { forgetBrowserData } from './forget-browser-data';
import { BUTTON, TEXT, TOAST } from './messages';
import { plainToast } from './toasts';
import styles from './account.module.css';

/** Deletes the account after a second, explicit confirmation. */
export function DeleteAccount() {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    const result = await deleteAccountAction();
    if (!result.ok) {
      setBusy(false);
      setError(result.error.message);
      return;
    }
    await forgetBrowserData();
    plainToast(TOAST.accountDeleted);
    router.push('/');
    router.refresh();
  }

  return (
    <section aria-labelledby="delete-account-title" className={styles.form}>
      <h2 id="delete-account-title">{BUTTON.deleteAccount}</h2>
      <p id="delete-account-warning">{TEXT.deleteAccountWarning}</p>
      {confirming ? (
        <p className={styles.links}>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            aria-describedby="delete-account-warning"
            onClick={() => void remove()}
          >
            {busy ? BUTTON.processing : BUTTON.confirmDelete}
          </button>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => setConfirming(false)}>
            {BUTTON.cancel}
          </button>
        </p>
      ) : (
        <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
          {BUTTON.deleteAccount}
        </button>
      )}
      <p className={styles.error} role="alert">
        {error}
      </p>
    </section>
  );
}
