import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/content/card-grid';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { RoadTripList } from '@/components/content/road-trip-list';
import { listArticles } from '@/lib/articles';
import { filterLocations } from '@/lib/locations';
import { findEvents } from '@/lib/pages/events';
import { getExperience } from '@/lib/pages/experiences';
import { listCuisines } from '@/lib/pages/cuisines';
import { articlePath, cuisinePath, experiencePath } from '@/lib/pages/paths';
import { searchRoadTrips } from '@/lib/road-trips';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string }> };

const OUTDOOR_PAGES = [
  { href: '/experience-alabama/outdoor/birding', title: 'Birding' },
  { href: '/experience-alabama/outdoor/year-of-trails', title: 'Year of Trails' },
  { href: '/experience-alabama/outdoor/parks', title: 'State Parks' },
  { href: '/experience-alabama/outdoor/natural-wonders', title: 'Natural Wonders' },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const experience = getExperience((await params).id);
  if (!experience) return notFoundMetadata;
  return pageMetadata({
    title: `${experience.name} in Alabama`,
    description: experience.blurb,
    path: experiencePath(experience.slug),
    card: { kind: 'experience', key: experience.slug },
  });
}

async function ExperiencePageBody({ params }: Props) {
  const experience = getExperience((await params).id);
  // Only the ten categories are experiences; any other {token} (docs/SPEC.md section 2.2) is a 404.
  if (!experience) notFound();
  const [places, events, trips, articles, cuisines] = await Promise.all([
    filterLocations({ experience_types: [experience.id], limit: 24 }),
    findEvents({ experienceId: experience.id, pageSize: 6 }),
    searchRoadTrips({ experience: experience.slug }),
    listArticles({ experience: experience.slug, pageSize: 6 }),
    experience.slug === 'food-and-drink' ? listCuisines() : Promise.resolve([]),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={experience.name}
        lede={experience.blurb}
        trail={[
          { name: 'Experiences', path: '/experience-alabama' },
          { name: experience.name, path: experiencePath(experience.slug) },
        ]}
      />
      <p>
        <Link href={`/places-to-go/map/experiences/${experience.slug}`}>See {experience.name} on the map</Link>
      </p>
      {experience.slug === 'outdoor' ? (
        <Section title="Get outside">
          <CardGrid items={OUTDOOR_PAGES.map((p) => ({ key: p.href, href: p.href, title: p.title }))} />
        </Section>
      ) : null}
      {cuisines.length > 0 ? (
        <Section title="Cuisines">
          <CardGrid
            items={cuisines.map((c) => ({
              key: c.slug,
              href: cuisinePath(c.slug),
              title: c.name,
              text: c.description,
            }))}
          />
        </Section>
      ) : null}
      <Section title="Places">
        <PlaceList places={places} />
      </Section>
      <Section title="Upcoming events">
        <EventList events={events.items} />
      </Section>
      <Section title="Road trips">
        <RoadTripList trips={trips} />
      </Section>
      <Section title="Stories">
        <CardGrid
          empty="No stories yet."
          items={articles.items.map((a) => ({
            key: a.id,
            href: articlePath(a.slug),
            title: a.title,
            text: a.summary,
            image: a.image,
            imageAlt: a.imageAlt,
          }))}
        />
      </Section>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function ExperiencePage(props: Props) {
  return renderRecord(() => ExperiencePageBody(props));
}
