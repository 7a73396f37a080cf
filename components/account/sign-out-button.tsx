'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import { signOutAction } from './actions';
import { forgetBrowserData } from './forget-browser-data';
import { plainToast } from './toasts';
import styles from './account.module.css';

/** Ends the session (at the pool, and the cookie), forgets what this browser kept for the user, and returns home. */
export function SignOutButton() {
  const t = useTranslations('account');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await signOutAction();
    await forgetBrowserData();
    plainToast(t('toast.signedOut'));
    router.push('/');
    router.refresh();
  }
  return (
    <button type="button" className={styles.submit} disabled={busy} onClick={() => void signOut()}>
      {busy ? t('button.processing') : t('button.signOut')}
    </button>
  );
}
