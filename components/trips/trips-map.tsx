'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { DayRoute } from '@/lib/trip-planner/day-routes';
import { TripRouteMap } from './trip-route-map';
import styles from './route-map.module.css';

export type TripRoutes = { tripId: number; name: string; days: DayRoute[] };

/**
 * The user's trips on the map (route mytrip-map), one at a time: each day's route in its colour
 * with its numbered stops (trip-route-map.tsx), and a choice of trip when there are several.
 */
export function TripsMap({ trips }: { trips: TripRoutes[] }) {
  const t = useTranslations('trips');
  const [tripId, setTripId] = useState(trips[0]?.tripId);
  const selectId = useId();
  const trip = trips.find((each) => each.tripId === tripId) ?? trips[0];
  if (!trip) return null;
  return (
    <div data-testid="trips-map">
      {trips.length > 1 ? (
        <p className={styles.tripChoice}>
          <label htmlFor={selectId}>{t('tripOnMap')}</label>{' '}
          <select id={selectId} value={trip.tripId} onChange={(e) => setTripId(Number(e.target.value))}>
            {trips.map((each) => (
              <option key={each.tripId} value={each.tripId}>
                {each.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {/* A new trip starts with all its days shown and the view fitted to it. */}
      <TripRouteMap key={trip.tripId} days={trip.days} title={trip.name} />
    </div>
  );
}
