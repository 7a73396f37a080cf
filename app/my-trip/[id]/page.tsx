import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { StaticMap } from '@/components/map/static-map';
import { toMapPlace } from '@/components/map/types';
import { TripPopup } from '@/components/trips/trip-popup';
import { TripsMap } from '@/components/trips/trips-map';
import styles from '@/components/trips/trips.module.css';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';
import { getLocationsBySlugs } from '@/lib/trip-planner/trip-view';
import { listTripsForUser } from '@/lib/trips';

export const metadata: Metadata = { title: 'My Trips', robots: { index: false } };

export default async function MyTripListPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getSessionUser();
  if (!user) redirect('/');
  if (tripListPath(user.userId) !== `/my-trip/${(await params).id}`) notFound();
  const trips = await listTripsForUser(user.userId);
  const places = (await getLocationsBySlugs([...new Set(trips.flatMap((t) => t.locations))])).map(toMapPlace);
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
      <h2>Your trips on the map</h2>
      <TripsMap places={places} standIn={<StaticMap places={places} atDefaultView />} />
    </main>
  );
}
