import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getCityDetail } from '@/lib/cities';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { localizeEvents } from '@/lib/events';
import type { Locale } from '@/lib/i18n/locales';
import { localizeLocations } from '@/lib/locations';
import { localeParam, localizeRecord } from '@/lib/record-text';
import { localizeRoadTrips } from '@/lib/road-trips';
import {
  CITY_RADIUS_MILES,
  cityHasContent,
  getEventsAround,
  getNearestRoadTrip,
  getPlacesAround,
} from '@/lib/cities/surroundings';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { roundMiles } from '@/lib/map/distance';
import { areaPath, cityPath, idOrSlug, roadTripPath } from '@/lib/pages/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';
import { cityJsonLd } from '@/lib/seo/entity-structured-data';
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

// The town, its places and its region in the page's language (lib/record-text).
const load = cache(async (id: string, locale: Locale) => {
  const city = await localizeRecord('cities', await getCityDetail(idOrSlug(id)), locale);
  if (!city || locale === 'en') return city;
  const [locations, region] = await Promise.all([
    localizeLocations(city.locations, locale),
    localizeRecord('regions', city.region, locale),
  ]);
  return { ...city, locations, region };
});
const loadAround = cache(async (city: { id: number; latitude: string; longitude: string }, locale: Locale = 'en') => {
  const [lat, lng] = [Number(city.latitude), Number(city.longitude)];
  const [places, events, nearest] = await Promise.all([
    getPlacesAround(lat, lng, city.id).then((list) => localizeLocations(list, locale)),
    getEventsAround(lat, lng).then((list) => localizeEvents(list, locale)),
    getNearestRoadTrip(lat, lng),
  ]);
  const [trip] = nearest ? await localizeRoadTrips([nearest.trip], locale) : [];
  const roadTrip = nearest && trip ? { ...nearest, trip } : null;
  return { origin: { lat, lng }, places, events, roadTrip };
});

/**
 * "Taylor, Alabama", or "Taylor, Houston County, Alabama" for a name two towns share: the seed gives
 * such towns their county in the slug (taylor-houston), so the title and description stay unique.
 */
async function cityTitle(city: {
  name: string;
  slug: string;
  county: { slug: string; name: string } | null;
}): Promise<string> {
  const t = await getTranslations('places');
  const nameSlug = city.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const shared = city.county !== null && city.slug === `${nameSlug}-${city.county.slug.replace(/-county$/, '')}`;
  return shared
    ? t('cityTitleWithCounty', { name: city.name, county: city.county!.name })
    : t('cityTitle', { name: city.name });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const city = await load(p.id, localeParam(p));
  if (!city) return localizedNotFoundMetadata();
  const around = await loadAround(city, localeParam(p));
  const [locale, t, title] = await Promise.all([getLocale(), getTranslations('places'), cityTitle(city)]);
  const metadata = await pageMetadata({
    title,
    description: city.description || t('cityDescription', { title, miles: CITY_RADIUS_MILES }),
    path: localePath(locale, cityPath(city.slug)),
    card: { kind: 'city', key: city.slug },
  });
  // A town with next to nothing in or around it stays out of search results (and the sitemap) until it has.
  return cityHasContent(city.locations.length, around.places.length)
    ? metadata
    : { ...metadata, robots: { index: false, follow: true } };
}

async function CityPageBody({ params }: Props) {
  const p = await params;
  const key = p.id;
  const locale = localeParam(p);
  const city = await load(key, locale);
  if (!city) notFound();
  await redirectIdToSlug(key, cityPath(city.slug));
  const around = await loadAround(city, locale);
  const [t, title] = await Promise.all([getTranslations('places'), cityTitle(city)]);
  const see = city.locations.filter((l) => l.type === 'see');
  const eat = city.locations.filter((l) => l.type === 'eat');
  const stay = city.locations.filter((l) => l.type === 'stay');
  const inTown = [
    { title: t('thingsToDo'), places: see },
    { title: t('placesToEat'), places: eat },
    { title: t('placesToStay'), places: stay },
  ].filter((group) => group.places.length > 0);
  return (
    <PageMain>
      <JsonLd data={cityJsonLd({ ...city, path: cityPath(city.slug) })} />
      <PageIntro
        title={title}
        trail={[
          { name: t('placesToGo'), path: '/places-to-go' },
          { name: t('citiesHeading'), path: '/places-to-go/cities-and-towns' },
          { name: city.name, path: cityPath(city.slug) },
        ]}
      >
        <p>
          {city.county ? t('county', { county: city.county.name }) : null}
          {city.county && city.region ? ' · ' : null}
          {city.region ? <Link href={areaPath(city.region.slug)}>{city.region.name}</Link> : null}
        </p>
      </PageIntro>
      <EnglishText when={city.untranslated.includes('description')}>
        <Paragraphs text={city.description} />
      </EnglishText>
      <UntranslatedNote fields={city.untranslated} />
      {/* Only what the town has: an empty list says nothing a reader or a search engine needs. */}
      {inTown.map((group) => (
        <Section key={group.title} title={group.title}>
          <PlaceList places={group.places} from={around.origin} />
        </Section>
      ))}
      <Section title={t('withinMiles', { miles: CITY_RADIUS_MILES })}>
        <PlaceList
          places={around.places}
          from={around.origin}
          empty={t('withinMilesEmpty', { miles: CITY_RADIUS_MILES })}
        />
      </Section>
      <Section title={t('upcomingEventsNearby')}>
        <EventList
          events={around.events}
          from={around.origin}
          empty={t('upcomingEventsNearbyEmpty', { miles: CITY_RADIUS_MILES })}
        />
      </Section>
      {city.region ? (
        <Section title={t('theRegion')}>
          <p>
            {t.rich('cityInRegion', {
              city: city.name,
              region: city.region.name,
              link: (chunks) => <Link href={areaPath(city.region!.slug)}>{chunks}</Link>,
            })}
          </p>
        </Section>
      ) : null}
      {around.roadTrip ? (
        <Section title={t('nearestRoadTrip')}>
          <p>
            {t.rich('nearestRoadTripStop', {
              trip: around.roadTrip.trip.name,
              stop: around.roadTrip.stop,
              miles: roundMiles(around.roadTrip.miles),
              link: (chunks) => <Link href={roadTripPath(around.roadTrip!.trip.tripId)}>{chunks}</Link>,
            })}
          </p>
        </Section>
      ) : null}
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function CityPage(props: Props) {
  return renderRecord(() => CityPageBody(props));
}
