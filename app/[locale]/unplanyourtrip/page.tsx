import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { EventList } from '@/components/content/event-list';
import { localizeEvents } from '@/lib/events';
import { findEvents } from '@/lib/pages/events';
import { UNPLAN_YOUR_TRIP } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(UNPLAN_YOUR_TRIP, await getLocale()));
}

export default async function Page() {
  const locale = await getLocale();
  const [t, events] = await Promise.all([
    getTranslations('editorial.sections'),
    findEvents({ pageSize: 6 }).then((found) => localizeEvents(found.items, locale)),
  ]);
  const page = editorialIn(UNPLAN_YOUR_TRIP, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('comingUpSoon')}>
        <EventList events={events} />
      </Section>
    </EditorialView>
  );
}
