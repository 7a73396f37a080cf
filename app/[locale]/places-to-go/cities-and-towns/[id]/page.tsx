import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getCityDetail } from '@/lib/cities';
import {
  CITY_RADIUS_MILES,
  cityHasContent,
  getEventsAround,
  getNearestRoadTrip,
  getPlacesAround,
} from '@/lib/cities/surroundings';
import { milesAway } from '@/lib/map/distance';
import { areaPath, cityPath, idOrSlug, roadTripPath } from '@/lib/pages/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { cityJsonLd } from '@/lib/seo/entity-structured-data';
import { redirectIdToSlug } from '@/lib/seo/slug-redirect';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };
const load = cache(async (id: string) => getCityDetail(idOrSlug(id)));
const loadAround = cache(async (city: { id: number; latitude: string; longitude: string }) => {
  const [lat, lng] = [Number(city.latitude), Number(city.longitude)];
  const [places, events, roadTrip] = await Promise.all([
    getPlacesAround(lat, lng, city.id),
    getEventsAround(lat, lng),
    getNearestRoadTrip(lat, lng),
  ]);
  return { origin: { lat, lng }, places, events, roadTrip };
});

/**
 * "Taylor, Alabama", or "Taylor, Houston County, Alabama" for a name two towns share: the seed gives
 * such towns their county in the slug (taylor-houston), so the title and description stay unique.
 */
function cityTitle(city: { name: string; slug: string; county: { slug: string; name: string } | null }): string {
  const nameSlug = city.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const shared = city.county !== null && city.slug === `${nameSlug}-${city.county.slug.replace(/-county$/, '')}`;
  return shared ? `${city.name}, ${city.county!.name} County, Alabama` : `${city.name}, Alabama`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const city = await load((await params).id);
  if (!city) return notFoundMetadata;
  const around = await loadAround(city);
  const metadata = await pageMetadata({
    title: cityTitle(city),
    description:
      city.description ||
      `${cityTitle(city)}: places to see, eat and stay within ${CITY_RADIUS_MILES} miles, events nearby and the nearest road trip.`,
    path: cityPath(city.slug),
    card: { kind: 'city', key: city.slug },
  });
  // A town with next to nothing in or around it stays out of search results (and the sitemap) until it has.
  return cityHasContent(city.locations.length, around.places.length)
    ? metadata
    : { ...metadata, robots: { index: false, follow: true } };
}

async function CityPageBody({ params }: Props) {
  const key = (await params).id;
  const city = await load(key);
  if (!city) notFound();
  redirectIdToSlug(key, cityPath(city.slug));
  const around = await loadAround(city);
  const see = city.locations.filter((l) => l.type === 'see');
  const eat = city.locations.filter((l) => l.type === 'eat');
  const stay = city.locations.filter((l) => l.type === 'stay');
  const inTown = [
    { title: 'Things to see and do', places: see },
    { title: 'Places to eat', places: eat },
    { title: 'Places to stay', places: stay },
  ].filter((group) => group.places.length > 0);
  return (
    <PageMain>
      <JsonLd data={cityJsonLd({ ...city, path: cityPath(city.slug) })} />
      <PageIntro
        title={cityTitle(city)}
        trail={[
          { name: 'Places to Go', path: '/places-to-go' },
          { name: 'Cities and Towns', path: '/places-to-go/cities-and-towns' },
          { name: city.name, path: cityPath(city.slug) },
        ]}
      >
        <p>
          {city.county ? `${city.county.name} County` : null}
          {city.county && city.region ? ' · ' : null}
          {city.region ? <Link href={areaPath(city.region.slug)}>{city.region.name}</Link> : null}
        </p>
      </PageIntro>
      <Paragraphs text={city.description} />
      {/* Only what the town has: an empty list says nothing a reader or a search engine needs. */}
      {inTown.map((group) => (
        <Section key={group.title} title={group.title}>
          <PlaceList places={group.places} from={around.origin} />
        </Section>
      ))}
      <Section title={`Within ${CITY_RADIUS_MILES} miles`}>
        <PlaceList
          places={around.places}
          from={around.origin}
          empty={`No other places listed within ${CITY_RADIUS_MILES} miles yet.`}
        />
      </Section>
      <Section title="Upcoming events nearby">
        <EventList
          events={around.events}
          from={around.origin}
          empty={`No upcoming events listed within ${CITY_RADIUS_MILES} miles.`}
        />
      </Section>
      {city.region ? (
        <Section title="The region">
          <p>
            {city.name} is in <Link href={areaPath(city.region.slug)}>{city.region.name}</Link>.
          </p>
        </Section>
      ) : null}
      {around.roadTrip ? (
        <Section title="The nearest road trip">
          <p>
            <Link href={roadTripPath(around.roadTrip.trip.tripId)}>{around.roadTrip.trip.name}</Link>: its stop at{' '}
            {around.roadTrip.stop} is {milesAway(around.roadTrip.miles)}.
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
