import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { filterLocations, localizeLocations } from '@/lib/locations';
import { ATTRACTION_TICKETS } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(ATTRACTION_TICKETS, await getLocale()));
}

export default async function Page() {
  const [locale, t, all] = await Promise.all([
    getLocale(),
    getTranslations('editorial.sections'),
    filterLocations({ category: 'attraction', limit: 60 }),
  ]);
  const places = await localizeLocations(
    all.filter((p) => p.website),
    locale,
  );
  const page = editorialIn(ATTRACTION_TICKETS, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('attractions')}>
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
