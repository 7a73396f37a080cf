import { notFound } from 'next/navigation';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { EventFilterForm } from '@/components/events/event-filter-form';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { findEvents } from '@/lib/pages/events';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const EVENTS_PATH = '/festivals-and-events';

export function eventsMetadata(canonical: string, page = 1) {
  return pageMetadata({
    title: page > 1 ? `Festivals and Events in Alabama, page ${page}` : 'Festivals and Events in Alabama',
    description:
      'Find Alabama festivals and events by date, experience and region: Mardi Gras in Mobile, the National Shrimp Festival, music festivals, fairs and more.',
    path: canonical,
  });
}

/** One view of the events listing; a region no area has, or a page past the last, is the 404. */
export async function EventsView({ view }: { view: ListingView }) {
  const regions = await getAreas();
  const region = regions.find((r) => r.slug === view.region);
  if (view.region && !region) notFound();
  const experience = EXPERIENCES.find((e) => e.slug === view.experience);
  const page = viewPage(view);
  const result = await findEvents({
    from: view.from,
    to: view.to,
    experienceId: experience?.id,
    regionId: region?.id,
    page,
  });
  if (result.page !== page) notFound();
  const filters = { from: view.from, to: view.to, experience: view.experience, region: view.region, page };
  return (
    <PageMain>
      <PageIntro
        title="Festivals & Events"
        trail={[{ name: 'Festivals & Events', path: EVENTS_PATH }]}
        lede="Festivals, concerts, fairs and seasonal celebrations across Alabama. Choose dates, an experience or a region."
      />
      <EventFilterForm filters={filters} regions={regions} />
      <p role="status">{result.total === 1 ? '1 event found' : `${result.total} events found`}</p>
      <EventList
        headingLevel={2}
        events={result.items}
        empty="No events match these filters. Try other dates or clear the filters."
      />
      <Pagination
        path={EVENTS_PATH}
        page={result.page}
        pageCount={result.pageCount}
        label="Event pages"
        query={{ from: view.from, to: view.to, experience: view.experience, region: view.region }}
      />
    </PageMain>
  );
}
