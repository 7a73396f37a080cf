import { notFound } from 'next/navigation';
import { EventList } from '@/components/content/event-list';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { EventFilterForm } from '@/components/events/event-filter-form';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { findEvents } from '@/lib/pages/events';
import { formatDateRange } from '@/lib/pages/dates';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const EVENTS_PATH = '/festivals-and-events';

const EVENTS_DESCRIPTION =
  'Find Alabama festivals and events by date, experience and region: Mardi Gras in Mobile, the National Shrimp Festival, music festivals, fairs and more.';

/** The listing's first page keeps its own description; any other view says which events it lists. */
export async function eventsMetadata(canonical: string, view: ListingView = {}) {
  const page = viewPage(view);
  const experience = EXPERIENCES.find((e) => e.slug === view.experience);
  const region = view.region ? (await getAreas()).find((r) => r.slug === view.region) : undefined;
  const filtered = Boolean(experience || region || view.from || view.to);
  const description =
    filtered || page > 1 ? listingViewDescription({ page, experience, region, view }) : EVENTS_DESCRIPTION;
  return pageMetadata({
    title: page > 1 ? `Festivals and Events in Alabama, page ${page}` : 'Festivals and Events in Alabama',
    description,
    path: canonical,
  });
}

function listingViewDescription({
  page,
  experience,
  region,
  view,
}: {
  page: number;
  experience: { name: string } | undefined;
  region: { name: string } | undefined;
  view: ListingView;
}): string {
  const what = `${experience ? `${experience.name} events` : 'Festivals and events'} in ${region ? `${region.name}, ` : ''}Alabama`;
  const when = [
    view.from ? `from ${formatDateRange(view.from, view.from)}` : '',
    view.to ? `until ${formatDateRange(view.to, view.to)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const pageText = page > 1 ? `, page ${page} of the list` : '';
  return `${what}${when ? ` ${when}` : ''}${pageText}: dates, places and details for each, soonest first.`;
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
