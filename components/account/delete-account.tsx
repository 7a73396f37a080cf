'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { deleteAccountAction } from './actions';
import { forgetBrowserData } from './forget-browser-data';
import { plainToast } from './toasts';
import { useErrorText } from './use-account-text';
import styles from './account.module.css';

/** Deletes the account after a second, explicit confirmation. */
export function DeleteAccount() {
  const t = useTranslations('account');
  const router = useRouter();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function remove() {
    setBusy(true);
    setError('');
    const result = await deleteAccountAction();
    if (!result.ok) {
      setBusy(false);
      setError(errorText({ error: result.error }));
      return;
    }
    await forgetBrowserData();
    plainToast(t('toast.accountDeleted'));
    router.push('/');
    router.refresh();
  }

  return (
    <section aria-labelledby="delete-account-title" className={styles.form}>
      <h2 id="delete-account-title">{t('button.deleteAccount')}</h2>
      <p id="delete-account-warning">{t('text.deleteAccountWarning')}</p>
      {confirming ? (
        <p className={styles.links}>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            aria-describedby="delete-account-warning"
            onClick={() => void remove()}
          >
            {busy ? t('button.processing') : t('button.confirmDelete')}
          </button>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => setConfirming(false)}>
            {t('button.cancel')}
          </button>
        </p>
      ) : (
        <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
          {t('button.deleteAccount')}
        </button>
      )}
      <p className={styles.error} role="alert">
        {error}
      </p>
    </section>
  );
}
