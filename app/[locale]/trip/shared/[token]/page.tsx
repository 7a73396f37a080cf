import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getFormatter, getTranslations, getLocale } from 'next-intl/server';
import { cache } from 'react';
import { dayMapOf } from '@/components/trips/day-route-map';
import { TripItinerary } from '@/components/trips/trip-itinerary';
import styles from '@/components/trips/trips.module.css';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { getTripView } from '@/lib/trip-planner/trip-view';
import { getSharedTrip } from '@/lib/trips/share-links';
import { plannerTextOf } from '@/lib/trip-planner/messages';

type Props = { params: Promise<{ token: string }> };

// The metadata and the page ask once per request.
const sharedTrip = cache(getSharedTrip);

// Kept out of search results; the proxy sends the same as X-Robots-Tag, for the 404 too.
const NOINDEX = { index: false, follow: false } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const trip = await sharedTrip((await params).token);
  const t = await getTranslations('tripSharing');
  return { title: trip ? trip.name : t('sharedTitle'), robots: NOINDEX };
}

/** /trip/shared/{token}: a trip to read, for anyone holding the owner's link, signed in or not. */
export default async function SharedTripPage({ params }: Props) {
  // Per request: the owner's edits and a stopped link show at once (lib/security/page-class.ts).
  await connection();
  const trip = await sharedTrip((await params).token);
  if (!trip) notFound();
  const view = await getTripView(trip, plannerTextOf(await getTranslations('tripPlanner'), await getLocale()));
  const [t, format] = await Promise.all([getTranslations('tripSharing'), getFormatter()]);
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium' });
  return (
    <main id="main-content" className={`${styles.page} ${styles.printable}`}>
      <h1>{trip.name}</h1>
      {trip.startDate && trip.endDate ? (
        <p>{t('sharedDates', { start: day(trip.startDate), end: day(trip.endDate) })}</p>
      ) : null}
      <p>{t('sharedBy')}</p>
      <TripItinerary view={view} dayMap={dayMapOf(tripRoutes(view))} />
    </main>
  );
}
