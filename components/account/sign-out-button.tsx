'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOutAction } from './actions';
import { forgetBrowserData } from './forget-browser-data';
import { BUTTON, TOAST } from './messages';
import { plainToast } from './toasts';
import styles from './account.module.css';

/** Ends the session (at the pool, and the cookie), forgets what this browser kept for the user, and returns home. */
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await signOutAction();
    await forgetBrowserData();
    plainToast(TOAST.signedOut);
    router.push('/');
    router.refresh();
  }
  return (
    <button type="button" className={styles.submit} disabled={busy} onClick={() => void signOut()}>
      {busy ? BUTTON.processing : BUTTON.signOut}
    </button>
  );
}
