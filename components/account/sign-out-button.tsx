'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOutAction } from './actions';
import { BUTTON, TOAST } from './messages';
import { plainToast } from './toasts';
import { refreshSessionUser } from './use-session-user';
import styles from './account.module.css';

/** Ends the session (the cookie is cleared) and returns home. */
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await signOutAction();
    await refreshSessionUser();
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
