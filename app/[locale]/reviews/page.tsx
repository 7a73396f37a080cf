import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getFeaturedLocations, localizeLocations } from '@/lib/locations';
import { REVIEWS } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(REVIEWS, await getLocale()));
}

export default async function Page() {
  const [locale, t, places] = await Promise.all([
    getLocale(),
    getTranslations('editorial.sections'),
    getFeaturedLocations(12),
  ]);
  const localized = await localizeLocations(places, locale);
  const page = editorialIn(REVIEWS, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('placesVisitorsLove')}>
        <PlaceList places={localized} />
      </Section>
    </EditorialView>
  );
}
