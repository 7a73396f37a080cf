import { requestLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TripPopup } from '@/components/trips/trip-popup';
import { TripsMap } from '@/components/trips/trips-map';
import styles from '@/components/trips/trips.module.css';
import { tripListPath } from '@/lib/auth/paths';
import { getSessionUser } from '@/lib/auth/session';
import { Link } from '@/lib/i18n/navigation';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { getTripView } from '@/lib/trip-planner/trip-view';
import { listTripsForUser } from '@/lib/trips';
import { plannerTextOf } from '@/lib/trip-planner/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripPages');
  return { title: t('myTripsTitle'), robots: { index: false } };
}

export default async function MyTripListPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await getSessionUser();
  if (!user) redirect(localePath(await requestLocale(), '/'));
  if (tripListPath(user.userId) !== `/my-trip/${(await params).id}`) notFound();
  const [trips, t, planner] = await Promise.all([
    listTripsForUser(user.userId),
    getTranslations('tripPages'),
    getTranslations('tripPlanner'),
  ]);
  const plannerText = plannerTextOf(planner, await requestLocale());
  // Each trip's days as its itinerary plans them, so the map numbers and colours them as the trip page does.
  const routes = await Promise.all(
    trips.map(async (trip) => {
      const view = await getTripView(trip, plannerText);
      return {
        tripId: trip.tripId,
        name: trip.name,
        days: tripRoutes(view),
      };
    }),
  );
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('myTripsTitle')}</h1>
      <TripPopup />
      <p className={styles.actions}>
        <Link href="/create-a-trip">{t('createTrip')}</Link>
      </p>
      {trips.length === 0 ? (
        <p>{t('noTrips')}</p>
      ) : (
        <ul data-testid="trip-list">
          {trips.map((trip) => (
            <li key={trip.tripId}>
              <Link href={`/trip/${trip.tripId}`}>{trip.name}</Link> ({t('stopCount', { count: trip.locations.length })}
              {trip.owner === user.userId ? '' : t('sharedWithYou')}) ·{' '}
              <Link href={`/edit-trip?id=${trip.tripId}`} aria-label={t('editLabel', { trip: trip.name })}>
                {t('edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {routes.length > 0 ? (
        <>
          <h2>{t('tripsOnMap')}</h2>
          <TripsMap trips={routes} />
        </>
      ) : null}
    </main>
  );
}
