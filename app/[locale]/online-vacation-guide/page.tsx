import Link from 'next/link';
import { CardGrid } from '@/components/content/card-grid';
import { CardImage } from '@/components/content/card-image';
import { EventList } from '@/components/content/event-list';
import { PageMain, Section } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { getAreas } from '@/lib/areas';
import { getPage } from '@/lib/content';
import { findEvents } from '@/lib/pages/events';
import { listExperiences } from '@/lib/pages/experiences';
import { areaPath, experiencePath } from '@/lib/pages/paths';
import { getFeaturedRoadTrips } from '@/lib/road-trips';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
  title: 'Alabama Vacation Guide Online',
  description:
    'Read the Alabama Vacation Guide online: the state’s regions, ten ways to experience Alabama, featured road trips and the season’s events.',
  path: '/online-vacation-guide',
});
}

// Shown without the site header (docs/SPEC.md section 2.2): components/shell/header-gate.tsx leaves it out on this path.
export default async function OnlineVacationGuidePage() {
  const [guide, regions, trips, events] = await Promise.all([
    getPage('vacation-guide'),
    getAreas(),
    getFeaturedRoadTrips(),
    findEvents({ pageSize: 6 }),
  ]);
  return (
    <PageMain>
      <header>
        <p>
          <Link href="/">Back to Alabama Tourism</Link> · <Link href="/vacation-guide">Order the printed guide</Link>
        </p>
        <h1>Alabama Vacation Guide</h1>
        <CardImage src={guide.guideImage || null} alt={guide.guideImageAlt} />
        <nav aria-label="Guide contents">
          <ol>
            <li>
              <a href="#regions">Regions</a>
            </li>
            <li>
              <a href="#experiences">Experiences</a>
            </li>
            <li>
              <a href="#road-trips">Road trips</a>
            </li>
            <li>
              <a href="#events">Events</a>
            </li>
          </ol>
        </nav>
      </header>
      <Section title="Regions" id="regions">
        <CardGrid
          items={regions.map((r) => ({
            key: r.id,
            href: areaPath(r.slug),
            title: r.name,
            text: r.summary,
            image: r.image,
          }))}
        />
      </Section>
      <Section title="Experiences" id="experiences">
        <CardGrid
          items={listExperiences().map((e) => ({
            key: e.id,
            href: experiencePath(e.slug),
            title: e.name,
            text: e.blurb,
          }))}
        />
      </Section>
      <Section title="Road trips" id="road-trips">
        <RoadTripList trips={trips} />
      </Section>
      <Section title="Events" id="events">
        <EventList events={events.items} />
      </Section>
    </PageMain>
  );
}
