import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { EventList } from '@/components/content/event-list';
import { findEvents } from '@/lib/pages/events';
import { UNPLAN_YOUR_TRIP as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const events = await findEvents({ pageSize: 6 });
  return (
    <EditorialView page={page}>
      <Section title="Coming up soon">
        <EventList events={events.items} />
      </Section>
    </EditorialView>
  );
}
