import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { localizeLocations } from '@/lib/locations';
import { getPlacesMentioning } from '@/lib/pages/places';
import { SWEET_SPOT } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(SWEET_SPOT, await getLocale()));
}

export default async function Page() {
  const locale = await getLocale();
  const [t, places] = await Promise.all([
    getTranslations('editorial.sections'),
    getPlacesMentioning(['bakery', 'candy', 'ice cream', 'pie', 'dessert', 'sweet', 'peach', 'chocolate'], 18).then(
      (list) => localizeLocations(list, locale),
    ),
  ]);
  const page = editorialIn(SWEET_SPOT, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('sweetStops')}>
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
