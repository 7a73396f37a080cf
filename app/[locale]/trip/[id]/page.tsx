import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { TripOffline } from '@/components/offline/trip-offline';
import { CalendarDatePrompt } from '@/components/trips/calendar-date-prompt';
import { dayMapOf } from '@/components/trips/day-route-map';
import { TripItinerary } from '@/components/trips/trip-itinerary';
import { TripRouteMap } from '@/components/trips/trip-route-map';
import styles from '@/components/trips/trips.module.css';
import { Link } from '@/lib/i18n/navigation';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { connection } from 'next/server';
import { plannerTextOf } from '@/lib/trip-planner/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripPages');
  return { title: t('tripTitle'), robots: { index: false } };
}

export default async function TripPage({ params }: { params: Promise<{ id: string }> }) {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const loaded = await loadTripForPage(
    (await params).id,
    plannerTextOf(await getTranslations('tripPlanner'), await getLocale()),
  );
  if (!loaded) notFound();
  const { trip } = loaded.view;
  const isOwner = trip.owner === loaded.user.userId;
  const routes = tripRoutes(loaded.view);
  const [t, format, locale] = await Promise.all([getTranslations('tripPages'), getFormatter(), getLocale()]);
  // Exports are written in the page's language.
  const lang = locale === 'en' ? '' : `&lang=${locale}`;
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium' });
  return (
    <main id="main-content" className={`${styles.page} ${styles.printable}`}>
      <h1>{trip.name}</h1>
      {trip.startDate && trip.endDate ? (
        <p>{t('dates', { start: day(trip.startDate), end: day(trip.endDate) })}</p>
      ) : null}
      <nav aria-label={t('tripActions')} className={`${styles.actions} ${styles.noPrint}`}>
        <Link href={`/edit-trip?id=${trip.tripId}`}>{t('editTrip')}</Link>
        <Link href={`/trip/${trip.tripId}/print`}>{t('printItinerary')}</Link>
        {trip.startDate ? (
          <a href={`/api/trips/${trip.tripId}/export?format=ics${lang}`} download>
            {t('addToCalendar')}
          </a>
        ) : null}
        <a href={`/api/trips/${trip.tripId}/export?format=gpx${lang}`} download>
          {t('downloadRoute')}
        </a>
        {isOwner ? <Link href={`/trip/collaborate/${trip.tripId}`}>{t('invite')}</Link> : null}
      </nav>
      {trip.startDate ? null : <CalendarDatePrompt tripId={trip.tripId} />}
      <section aria-labelledby="route-map-heading" className={styles.noPrint}>
        <h2 id="route-map-heading">{t('routeMap')}</h2>
        <TripRouteMap days={routes} title={trip.name} />
      </section>
      <TripItinerary view={loaded.view} editHref={`/edit-trip?id=${trip.tripId}`} dayMap={dayMapOf(routes)} />
      <TripOffline view={loaded.view} />
    </main>
  );
}
