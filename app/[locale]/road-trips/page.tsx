import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { localeParam } from '@/lib/record-text';
import { getFeaturedRoadTrips, localizeRoadTrips } from '@/lib/road-trips';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('roadTrips')]);
  return pageMetadata({ title: t('title'), description: t('description'), path: localePath(locale, '/road-trips') });
}

export default async function RoadTripsPage({ params }: { params: Promise<{ locale?: string }> }) {
  const [featured, t] = await Promise.all([getFeaturedRoadTrips(), getTranslations('roadTrips')]);
  const trips = await localizeRoadTrips(featured, localeParam(await params));
  return (
    <PageMain>
      <PageIntro title={t('roadTrips')} trail={[{ name: t('roadTrips'), path: '/road-trips' }]} lede={t('lede')} />
      <RoadTripList headingLevel={2} trips={trips} empty={t('featuredEmpty')} />
      <p>
        <Link href="/road-trips/all">{t('seeAll')}</Link>
      </p>
    </PageMain>
  );
}
