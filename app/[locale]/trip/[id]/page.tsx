import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TripOffline } from '@/components/offline/trip-offline';
import { CalendarDatePrompt } from '@/components/trips/calendar-date-prompt';
import { dayMapOf } from '@/components/trips/day-route-map';
import { TripItinerary } from '@/components/trips/trip-itinerary';
import { TripRouteMap } from '@/components/trips/trip-route-map';
import styles from '@/components/trips/trips.module.css';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { connection } from 'next/server';

export const metadata: Metadata = { title: 'Your Trip', robots: { index: false } };

export default async function TripPage({ params }: { params: Promise<{ id: string }> }) {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const loaded = await loadTripForPage((await params).id);
  if (!loaded) notFound();
  const { trip } = loaded.view;
  const isOwner = trip.owner === loaded.user.userId;
  const routes = tripRoutes(loaded.view);
  return (
    <main id="main-content" className={`${styles.page} ${styles.printable}`}>
      <h1>{trip.name}</h1>
      {trip.startDate && trip.endDate ? (
        <p>
          {trip.startDate} to {trip.endDate}
        </p>
      ) : null}
      <nav aria-label="Trip actions" className={`${styles.actions} ${styles.noPrint}`}>
        <Link href={`/edit-trip?id=${trip.tripId}`}>Edit trip</Link>
        <Link href={`/trip/${trip.tripId}/print`}>Print itinerary</Link>
        {trip.startDate ? (
          <a href={`/api/trips/${trip.tripId}/export?format=ics`} download>
            Add to calendar (.ics)
          </a>
        ) : null}
        <a href={`/api/trips/${trip.tripId}/export?format=gpx`} download>
          Download route (.gpx)
        </a>
        {isOwner ? <Link href={`/trip/collaborate/${trip.tripId}`}>Invite someone to plan with you</Link> : null}
      </nav>
      {trip.startDate ? null : <CalendarDatePrompt tripId={trip.tripId} />}
      <section aria-labelledby="route-map-heading" className={styles.noPrint}>
        <h2 id="route-map-heading">Route map</h2>
        <TripRouteMap days={routes} title={trip.name} />
      </section>
      <TripItinerary view={loaded.view} editHref={`/edit-trip?id=${trip.tripId}`} dayMap={dayMapOf(routes)} />
      <TripOffline view={loaded.view} />
    </main>
  );
}
