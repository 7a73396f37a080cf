import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { TripPopup } from '@/components/trips/trip-popup';
import { TripsMap } from '@/components/trips/trips-map';
import styles from '@/components/trips/trips.module.css';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { getTripView } from '@/lib/trip-planner/trip-view';
import { listTripsForUser } from '@/lib/trips';

export const metadata: Metadata = { title: 'My Trips', robots: { index: false } };

export default async function MyTripListPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getSessionUser();
  if (!user) redirect('/');
  if (tripListPath(user.userId) !== `/my-trip/${(await params).id}`) notFound();
  const trips = await listTripsForUser(user.userId);
  // Each trip's days as its itinerary plans them, so the map numbers and colours them as the trip page does.
  const routes = await Promise.all(
    trips.map(async (trip) => {
      const view = await getTripView(trip);
      return {
        tripId: trip.tripId,
        name: trip.name,
        days: tripRoutes(view),
      };
    }),
  );
  return (
    <main id="main-content" className={styles.page}>
      <h1>My Trips</h1>
      <TripPopup />
      <p className={styles.actions}>
        <Link href="/create-a-trip">Create a trip</Link>
      </p>
      {trips.length === 0 ? (
        <p>You have no trips yet. Create one, then add places from the map or an attraction page.</p>
      ) : (
        <ul data-testid="trip-list">
          {trips.map((trip) => (
            <li key={trip.tripId}>
              <Link href={`/trip/${trip.tripId}`}>{trip.name}</Link> ({trip.locations.length}{' '}
              {trip.locations.length === 1 ? 'stop' : 'stops'}
              {trip.owner === user.userId ? '' : ', shared with you'}) ·{' '}
              <Link href={`/edit-trip?id=${trip.tripId}`} aria-label={`Edit ${trip.name}`}>
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
      {routes.length > 0 ? (
        <>
          <h2>Your trips on the map</h2>
          <TripsMap trips={routes} />
        </>
      ) : null}
    </main>
  );
}
