import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getTranslations } from 'next-intl/server';
import { getFeaturedLocations, localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import { REVIEWS as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page({ params }: { params: Promise<{ locale?: string }> }) {
  const locale = localeParam(await params);
  const [places, t] = await Promise.all([
    getFeaturedLocations(12).then((list) => localizeLocations(list, locale)),
    getTranslations('lists'),
  ]);
  return (
    <EditorialView page={page}>
      <Section title={t('placesVisitorsLove')}>
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
