'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { tripStore, type TripStoreState } from './trip-store';
import styles from './trips.module.css';

const SERVER: TripStoreState = { status: 'idle', trips: [], error: null, popup: false };

/** Loads the trip store and shows its new-trip popup while the flag is up. */
export function TripPopup() {
  const t = useTranslations('trips');
  const store = tripStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SERVER);
  useEffect(() => {
    void store.load();
  }, [store]);
  if (!state.popup) return null;
  return (
    <div className={styles.popup} role="status" data-testid="trip-popup">
      <span>{t('popup')}</span>
      <button type="button" className={styles.secondary} onClick={() => store.dismissPopup()}>
        {t('dismiss')}
      </button>
    </div>
  );
}
