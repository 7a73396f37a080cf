import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { localizeLocations } from '@/lib/locations';
import { getPlacesMentioning } from '@/lib/pages/places';
import { MOST_RELAXING_TRIP } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(MOST_RELAXING_TRIP, await getLocale()));
}

export default async function Page() {
  const locale = await getLocale();
  const [t, places] = await Promise.all([
    getTranslations('editorial.sections'),
    getPlacesMentioning(['spa', 'lake', 'resort', 'inn', 'beach', 'garden'], 12).then((list) =>
      localizeLocations(list, locale),
    ),
  ]);
  const page = editorialIn(MOST_RELAXING_TRIP, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('placesToUnwind')}>
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
