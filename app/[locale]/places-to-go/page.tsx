import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { RegionGrid } from '@/components/places/region-grid';
import { getLocalizedAreas } from '@/lib/areas';
import { localeParam, localizeRecords } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { getFeaturedCities } from '@/lib/pages/cities';
import { cityPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('places')]);
  return pageMetadata({
    title: t('landingTitle'),
    description: t('landingDescription'),
    path: localePath(locale, '/places-to-go'),
  });
}

export default async function PlacesToGoPage({ params }: { params: Promise<{ locale?: string }> }) {
  const locale = localeParam(await params);
  const t = await getTranslations('places');
  const [regions, cities] = await Promise.all([
    getLocalizedAreas(locale),
    getFeaturedCities(12).then((list) => localizeRecords('cities', list, locale)),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={t('placesToGo')}
        trail={[{ name: t('placesToGo'), path: '/places-to-go' }]}
        lede={t('landingLede')}
      />
      <p>
        <Link href="/places-to-go/map">{t('openPlacesMap')}</Link>
      </p>
      <Section title={t('regions')}>
        <RegionGrid regions={regions} />
      </Section>
      <Section title={t('citiesAndTowns')}>
        <CardGrid
          empty={t('citiesEmpty')}
          items={cities.map((c) => ({
            key: c.id,
            href: cityPath(c.slug),
            title: c.name,
            text: c.description,
            textLang: c.untranslated.includes('description') ? ('en' as const) : undefined,
          }))}
        />
        <p>
          <Link href="/places-to-go/cities-and-towns">{t('allCities')}</Link>
        </p>
      </Section>
    </PageMain>
  );
}
