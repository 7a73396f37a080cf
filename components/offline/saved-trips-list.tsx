'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatSize } from '@/lib/offline/messages';
import { listSavedTrips, type SavedTrip } from '@/lib/offline/saved-trips';

/** The trips saved on this device, each with its saved stop pages: what opens with no signal. */
export function SavedTripsList() {
  const t = useTranslations('offline');
  const [trips, setTrips] = useState<SavedTrip[] | null>(null);
  useEffect(() => {
    void listSavedTrips().then(setTrips, () => setTrips([]));
  }, []);
  if (trips === null) return null;
  if (trips.length === 0) return <p>{t('offlineNone')}</p>;
  return (
    <>
      <p>{t('offlineIntro')}</p>
      <ul data-testid="saved-trips">
        {trips.map((trip) => (
          <li key={trip.tripId}>
            {/* Plain links: with no network the client router's data requests fail; a whole page is saved. */}
            <a href={trip.url}>{trip.name}</a> ({formatSize(trip.bytes)})
            {trip.stops.length > 0 ? (
              <ul>
                {trip.stops.map((stop) => (
                  <li key={stop.url}>
                    <a href={stop.url}>{stop.name}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
