import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getCityDetail } from '@/lib/cities';
import { findEvents } from '@/lib/pages/events';
import { areaPath, cityPath, idOrSlug } from '@/lib/pages/paths';
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
  return pageMetadata({
    title: cityTitle(city),
    description: city.description || `Places to see, eat and stay in ${cityTitle(city)}, and what is on there.`,
    path: cityPath(city.slug),
    card: { kind: 'city', key: city.slug },
  });
}

async function CityPageBody({ params }: Props) {
  const key = (await params).id;
  const city = await load(key);
  if (!city) notFound();
  redirectIdToSlug(key, cityPath(city.slug));
  const events = await findEvents({ cityId: city.id, pageSize: 6 });
  const see = city.locations.filter((l) => l.type === 'see');
  const eat = city.locations.filter((l) => l.type === 'eat');
  const stay = city.locations.filter((l) => l.type === 'stay');
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
      <Section title="Things to see and do">
        <PlaceList places={see} />
      </Section>
      <Section title="Places to eat">
        <PlaceList places={eat} empty="No restaurants listed here yet." />
      </Section>
      <Section title="Places to stay">
        <PlaceList places={stay} empty="No lodging listed here yet." />
      </Section>
      <Section title="Upcoming events">
        <EventList events={events.items} />
      </Section>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function CityPage(props: Props) {
  return renderRecord(() => CityPageBody(props));
}
