import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardGrid } from '@/components/content/card-grid';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { RoadTripList } from '@/components/content/road-trip-list';
import { getLocalizedArea } from '@/lib/areas';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { localizeEvents } from '@/lib/events';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { findEvents } from '@/lib/pages/events';
import { areaPath, cityPath, idOrSlug } from '@/lib/pages/paths';
import { localizeRoadTrips, searchRoadTrips } from '@/lib/road-trips';
import { pageMetadata } from '@/lib/seo';
import { redirectIdToSlug } from '@/lib/seo/slug-redirect';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; locale?: string }> };
const load = cache(async (id: string, locale: Locale) => getLocalizedArea(idOrSlug(id), locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const area = await load(p.id, localeParam(p));
  if (!area) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('places')]);
  return pageMetadata({
    title: t('areaTitle', { area: area.name }),
    description: area.summary || t('areaDescription', { area: area.name }),
    path: localePath(locale, areaPath(area.slug)),
    card: { kind: 'region', key: area.slug },
    image: area.image,
  });
}

async function AreaPageBody({ params }: Props) {
  const p = await params;
  const key = p.id;
  const locale = localeParam(p);
  const t = await getTranslations('places');
  const area = await load(key, locale);
  if (!area) notFound();
  await redirectIdToSlug(key, areaPath(area.slug));
  const [events, trips] = await Promise.all([
    findEvents({ regionId: area.id, pageSize: 6 }).then((page) => localizeEvents(page.items, locale)),
    searchRoadTrips({ region: { slug: area.slug } }).then((list) => localizeRoadTrips(list, locale)),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={area.name}
        lede={area.summary}
        ledeLang={area.untranslated.includes('summary') ? 'en' : undefined}
        trail={[
          { name: t('placesToGo'), path: '/places-to-go' },
          { name: t('regions'), path: '/places-to-go/regions' },
          { name: area.name, path: areaPath(area.slug) },
        ]}
      />
      <EnglishText when={area.untranslated.includes('description')}>
        <Paragraphs text={area.description} />
      </EnglishText>
      <UntranslatedNote fields={area.untranslated} />
      <Section title={t('areaPlaces', { area: area.name })}>
        <PlaceList places={area.featuredLocations} />
      </Section>
      <Section title={t('citiesAndTowns')}>
        <CardGrid
          empty={t('areaCitiesEmpty')}
          items={area.cities.map((c) => ({ key: c.id, href: cityPath(c.slug), title: c.name }))}
        />
      </Section>
      {area.counties.length > 0 ? (
        <Section title={t('counties')}>
          <p>{area.counties.map((c) => t('county', { county: c.name })).join(', ')}</p>
        </Section>
      ) : null}
      <Section title={t('upcomingEvents')}>
        <EventList events={events} />
      </Section>
      {trips.length > 0 ? (
        <Section title={t('roadTrips')}>
          <RoadTripList trips={trips} />
        </Section>
      ) : null}
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function AreaPage(props: Props) {
  return renderRecord(() => AreaPageBody(props));
}
