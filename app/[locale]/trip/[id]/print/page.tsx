import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, getLocale } from 'next-intl/server';
import { dayMapOf, TripRouteOverview } from '@/components/trips/day-route-map';
import { PrintButton } from '@/components/trips/print-button';
import { TripItinerary } from '@/components/trips/trip-itinerary';
import routeStyles from '@/components/trips/route-map.module.css';
import styles from '@/components/trips/trips.module.css';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { connection } from 'next/server';
import { plannerTextOf } from '@/lib/trip-planner/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripPages');
  return { title: t('printTitle'), robots: { index: false } };
}

export default async function TripPrintPage({ params }: { params: Promise<{ id: string }> }) {
  // A form or per-visitor page: rendered per request, with the nonce CSP (lib/security/page-class.ts).
  await connection();
  const loaded = await loadTripForPage(
    (await params).id,
    plannerTextOf(await getTranslations('tripPlanner'), await getLocale()),
  );
  if (!loaded) notFound();
  const { view } = loaded;
  const routes = tripRoutes(view);
  const t = await getTranslations('tripPages');
  return (
    <main id="main-content" className={`${styles.page} ${styles.printable}`}>
      <h1>{view.trip.name}</h1>
      <PrintButton />
      {routes.length > 1 ? (
        <section aria-labelledby="route-maps-heading" className={routeStyles.dayMaps}>
          <h2 id="route-maps-heading">{t('wholeRoute')}</h2>
          <TripRouteOverview days={routes} title={view.trip.name} />
        </section>
      ) : null}
      {/* Each day's map sits with that day, so a printed day keeps its map on its page. */}
      <TripItinerary view={view} dayMap={dayMapOf(routes)} />
    </main>
  );
}
