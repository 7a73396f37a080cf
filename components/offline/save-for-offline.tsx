'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatSize } from '@/lib/offline/messages';
import { checkOwnerCookie } from '@/lib/offline/owner-in-page';
import {
  getSavedTrip,
  removeSavedTrip,
  saveTripForOffline,
  type SavedTrip,
  type TripToSave,
} from '@/lib/offline/saved-trips';
import styles from './offline.module.css';

type State =
  | { kind: 'unknown' }
  | { kind: 'not-saved'; message?: string }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved'; trip: SavedTrip };

/** "Save for offline" on a trip page: keeps the trip's pages, exports, map and pictures on this device (docs/OFFLINE.md). */
export function SaveForOffline({ trip }: { trip: TripToSave }) {
  const t = useTranslations('offline');
  const [state, setState] = useState<State>({ kind: 'unknown' });
  useEffect(() => {
    if (!('caches' in window)) return;
    void checkOwnerCookie().then(async (forgotten) => {
      // A saved copy shown after its user's session ended, by a worker that cannot read cookies:
      // with the copy gone, the reload shows the offline page.
      if (forgotten && !navigator.onLine) return window.location.reload();
      const saved = await getSavedTrip(trip.tripId);
      setState(saved ? { kind: 'saved', trip: saved } : { kind: 'not-saved' });
    });
  }, [trip.tripId]);

  // Browsers without Cache Storage (or before it is read) show nothing rather than a dead button.
  if (state.kind === 'unknown') return null;

  const save = async () => {
    try {
      const saved = await saveTripForOffline(trip, (done, total) => setState({ kind: 'saving', done, total }));
      setState({ kind: 'saved', trip: saved });
    } catch {
      setState({ kind: 'not-saved', message: t('saveFailed') });
    }
  };
  const remove = async () => {
    await removeSavedTrip(trip.tripId);
    setState({ kind: 'not-saved', message: t('removed') });
  };

  return (
    <div className={styles.save} data-testid="save-for-offline">
      {state.kind === 'saved' ? (
        <button type="button" className={styles.button} onClick={() => void remove()}>
          {t('remove')}
        </button>
      ) : (
        <button type="button" className={styles.button} disabled={state.kind === 'saving'} onClick={() => void save()}>
          {t('save')}
        </button>
      )}
      <p role="status" aria-live="polite" className={styles.status} data-testid="offline-status">
        {state.kind === 'saving'
          ? t('saving', { done: state.done, total: state.total })
          : state.kind === 'saved'
            ? t('saved', { size: formatSize(state.trip.bytes) })
            : (state.message ?? '')}
      </p>
    </div>
  );
}
