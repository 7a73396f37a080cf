import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { TripEditor } from '@/components/trips/trip-editor';
import styles from '@/components/trips/trips.module.css';
import { tripListPath } from '@/lib/auth/paths';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { getSessionUser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Edit Trip', robots: { index: false } };

export default async function EditTripPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const user = await getSessionUser();
  if (!user) redirect('/');
  const id = (await searchParams).id;
  // The editor edits one trip: with none named, the visitor picks one from their list.
  if (id === undefined) redirect(tripListPath(user.userId));
  const loaded = await loadTripForPage(Array.isArray(id) ? id[0] : id);
  if (!loaded) notFound();
  const { trip, stops } = loaded.view;
  return (
    <main id="main-content" className={styles.page}>
      <h1>Edit {trip.name}</h1>
      <p>
        <Link href={`/trip/${trip.tripId}`}>Back to the itinerary</Link>
      </p>
      <TripEditor
        trip={trip}
        stops={stops.map(({ slug, name, lat, lng, show, locked, day, category, hours, visitMinutes }) => ({
          slug,
          name,
          lat,
          lng,
          show,
          locked,
          day,
          category,
          hours,
          visitMinutes,
        }))}
        canDelete={trip.owner === loaded.user.userId}
        afterDelete={tripListPath(loaded.user.userId)}
        drives={loaded.view.drives}
        paths={loaded.view.paths}
        userId={loaded.user.userId}
      />
    </main>
  );
}
