'use client';

import { useRef, useState } from 'react';
import { EDITOR_TEXT as T } from './editor-messages';
import styles from './trips.module.css';

/** Deletes a trip after a confirmation dialog; Esc or 'Keep it' cancels. */
export function DeleteTripButton({ tripId, afterDelete }: { tripId: number; afterDelete: string }) {
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
        {T.delete}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby="delete-trip-title">
        <h2 id="delete-trip-title">{T.delete}</h2>
        <p>{T.confirmDelete}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={remove} disabled={busy}>
            {T.confirm}
          </button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()} autoFocus>
            {T.cancel}
          </button>
        </div>
      </dialog>
    </>
  );
}
