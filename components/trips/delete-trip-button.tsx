'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import styles from './trips.module.css';

/** Deletes a trip after a confirmation dialog; Esc or 'Keep it' cancels. */
export function DeleteTripButton({ tripId, afterDelete }: { tripId: number; afterDelete: string }) {
  const t = useTranslations('tripEditor');
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const response = await fetch(`/api/trips/${tripId}`, { method: 'DELETE' });
    if (response.ok) window.location.assign(afterDelete);
    else {
      console.error('[trips] delete failed', response.status);
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => dialog.current?.showModal()}>
        {t('delete')}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-trip-title">
        <h2 id="delete-trip-title">{t('delete')}</h2>
        <p>{t('confirmDelete')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={remove} disabled={busy}>
            {t('confirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()} autoFocus>
            {t('cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
