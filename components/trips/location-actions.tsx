'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showToast } from '@/components/shell/toast';
import { AFTER_SIGN_IN_EVENT, openAccountModal } from '@/components/account/events';
import { refreshSessionUser } from '@/components/account/use-session-user';
import type { Trip } from '@/lib/trips';
import { Link } from '@/lib/i18n/navigation';
import { useFavourites } from './favourites-store';
import styles from './trips.module.css';

type Props = { locationId: number; slug: string; name: string };

async function addStop(tripId: number, slug: string): Promise<'added' | 'already'> {
  const trip = (await (await fetch(`/api/trips/${tripId}`)).json()) as Trip;
  if (trip.locations.includes(slug)) return 'already';
  const body = {
    ...trip,
    locations: [...trip.locations, slug],
    tripInfo: [...trip.tripInfo, { locationId: slug, show: true }],
  };
  const response = await fetch(`/api/trips/${tripId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`PUT /api/trips/${tripId} answered ${response.status}`);
  return 'added';
}

/** The favourite button and add-to-trip of an attraction (the favourite prompt of docs/SPEC.md, section 4, included). */
export function LocationActions({ locationId, slug, name }: Props) {
  const t = useTranslations('trips');
  const favourites = useFavourites();
  const saved = favourites.isFavourite(locationId);
  const [trips, setTrips] = useState<{ tripId: number; name: string }[] | null>(null);
  const [tripId, setTripId] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    const onAfterSignIn = () => void refreshSessionUser();
    window.addEventListener(AFTER_SIGN_IN_EVENT, onAfterSignIn);
    return () => window.removeEventListener(AFTER_SIGN_IN_EVENT, onAfterSignIn);
  }, []);

  useEffect(() => {
    if (!favourites.signedIn) return;
    fetch('/api/trips')
      .then((r) => (r.ok ? (r.json() as Promise<{ trips: Trip[] }>) : { trips: [] }))
      .then((body) => {
        setTrips(body.trips.map((t) => ({ tripId: t.tripId, name: t.name })));
        setTripId(body.trips[0] ? String(body.trips[0].tripId) : '');
      })
      .catch((error: unknown) => console.error('[trips] list failed', error));
  }, [favourites.signedIn]);

  const toggleFavourite = async () => {
    if (saved) return favourites.remove(locationId);
    await favourites.add(locationId);
    if (favourites.ready && !favourites.signedIn) openAccountModal('sign-in', { from: 'favourite' });
  };

  const addToTrip = async () => {
    if (!favourites.signedIn) return openAccountModal('sign-in', { from: 'plan-your-trip' });
    const chosen = trips?.find((t) => String(t.tripId) === tripId);
    if (!chosen) return;
    try {
      const result = await addStop(chosen.tripId, slug);
      const message =
        result === 'added' ? t('addedToTrip', { trip: chosen.name }) : t('alreadyInTrip', { trip: chosen.name });
      setStatus(message);
      showToast((toast) => toast.success(message));
    } catch (error) {
      console.error('[trips] add stop failed', error);
    }
  };

  return (
    <div className={styles.actions} data-testid="location-actions">
      {/* Both labels take the button's box, the inactive one hidden, so the heart filling in after
          hydration (from the session endpoint) moves nothing. */}
      <button
        type="button"
        className={`${styles.secondary} ${styles.heart}`}
        aria-pressed={saved}
        onClick={toggleFavourite}
      >
        <span className={styles.heartLabel} data-shown={saved} aria-hidden={!saved}>{`♥ ${t('unfavourite')}`}</span>
        <span className={styles.heartLabel} data-shown={!saved} aria-hidden={saved}>{`♡ ${t('favourite')}`}</span>
        <span className="visually-hidden"> {name}</span>
      </button>
      {favourites.signedIn && trips && trips.length === 0 ? (
        <Link href="/create-a-trip">{t('createFirst')}</Link>
      ) : (
        <>
          {favourites.signedIn && trips ? (
            <label>
              {t('chooseTrip')}{' '}
              <select value={tripId} onChange={(e) => setTripId(e.target.value)}>
                {trips.map((t) => (
                  <option key={t.tripId} value={t.tripId}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="button" className={styles.secondary} onClick={addToTrip}>
            {t('addToTrip')}
          </button>
        </>
      )}
      <span role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
