import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { TripFilter } from '@/components/road-trips/trip-filter';
import { getLocalizedAreas } from '@/lib/areas';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { localizeRoadTrips, searchRoadTrips } from '@/lib/road-trips';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const ALL_ROAD_TRIPS_PATH = '/road-trips/all';

export async function roadTripsMetadata(canonical: string) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('roadTrips')]);
  return pageMetadata({
    title: t('allTitle'),
    description: t('allDescription'),
    path: localePath(locale, canonical),
  });
}

/**
 * One view of all road trips. The list is one page, so any page number past 1 is the 404, as is a
 * region no area has.
 */
export async function RoadTripsView({ view }: { view: ListingView }) {
  if (viewPage(view) !== 1) notFound();
  const [t, locale] = await Promise.all([
    getTranslations('roadTrips'),
    getLocale().then((locale) => localeParam({ locale })),
  ]);
  const regions = await getLocalizedAreas(locale);
  if (view.region && !regions.some((r) => r.slug === view.region)) notFound();
  const trips = await searchRoadTrips({
    experience: view.experience,
    region: view.region ? { slug: view.region } : undefined,
  }).then((list) => localizeRoadTrips(list, locale));
  return (
    <PageMain>
      <PageIntro
        title={t('allHeading')}
        trail={[
          { name: t('roadTrips'), path: '/road-trips' },
          { name: t('allCrumb'), path: ALL_ROAD_TRIPS_PATH },
        ]}
      />
      <TripFilter regions={regions} experience={view.experience ?? ''} region={view.region ?? ''} />
      <p role="status">{t('count', { n: trips.length })}</p>
      <RoadTripList headingLevel={2} trips={trips} empty={t('allEmpty')} />
    </PageMain>
  );
}
