import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { EventFilterForm } from '@/components/events/event-filter-form';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { parseEventFilters } from '@/lib/pages/event-filters';
import { findEvents } from '@/lib/pages/events';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export const metadata = pageMetadata({
  title: 'Festivals and Events in Alabama',
  description:
    'Find Alabama festivals and events by date, experience and region: Mardi Gras in Mobile, the National Shrimp Festival, music festivals, fairs and more.',
  path: '/festivals-and-events',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EventsPage({ searchParams }: Props) {
  const filters = parseEventFilters(await searchParams);
  const regions = await getAreas();
  const region = regions.find((r) => r.slug === filters.region);
  const experience = EXPERIENCES.find((e) => e.slug === filters.experience);
  const result = await findEvents({
    from: filters.from,
    to: filters.to,
    experienceId: experience?.id,
    regionId: region?.id,
    page: filters.page,
  });
  return (
    <PageMain>
      <PageIntro
        title="Festivals & Events"
        trail={[{ name: 'Festivals & Events', path: '/festivals-and-events' }]}
        lede="Festivals, concerts, fairs and seasonal celebrations across Alabama. Choose dates, an experience or a region."
      />
      <EventFilterForm filters={filters} regions={regions} />
      <p role="status">{result.total === 1 ? '1 event found' : `${result.total} events found`}</p>
      <EventList events={result.items} empty="No events match these filters. Try other dates or clear the filters." />
      <Pagination
        path="/festivals-and-events"
        page={result.page}
        pageCount={result.pageCount}
        label="Event pages"
        query={{ from: filters.from, to: filters.to, experience: filters.experience, region: filters.region }}
      />
    </PageMain>
  );
}
