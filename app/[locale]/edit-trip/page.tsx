import { requestLocale } from '@/lib/i18n/request-locale';
import { localePath } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { TripEditor } from '@/components/trips/trip-editor';
import styles from '@/components/trips/trips.module.css';
import { tripListPath } from '@/lib/auth/paths';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { getSessionUser } from '@/lib/auth/session';
import { plannerTextOf } from '@/lib/trip-planner/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tripPages');
  return { title: t('editTitle'), robots: { index: false } };
}

export default async function EditTripPage({ searchParams }: { searchParams: Promise<{ id?: string | string[] }> }) {
  const user = await getSessionUser();
  if (!user) redirect(localePath(await requestLocale(), '/'));
  const id = (await searchParams).id;
  // The editor edits one trip: with none named, the visitor picks one from their list.
  if (id === undefined) redirect(localePath(await requestLocale(), tripListPath(user.userId)));
  const loaded = await loadTripForPage(
    Array.isArray(id) ? id[0] : id,
    plannerTextOf(await getTranslations('tripPlanner'), await getLocale()),
  );
  if (!loaded) notFound();
  const { trip, stops } = loaded.view;
  const [t, locale] = await Promise.all([getTranslations('tripPages'), getLocale()]);
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('editHeading', { trip: trip.name })}</h1>
      <p>
        <Link href={`/trip/${trip.tripId}`}>{t('backToItinerary')}</Link>
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
        afterDelete={getPathname({ href: tripListPath(loaded.user.userId), locale })}
        drives={loaded.view.drives}
        paths={loaded.view.paths}
        userId={loaded.user.userId}
      />
    </main>
  );
}
