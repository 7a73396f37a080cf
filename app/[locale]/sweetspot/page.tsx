import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getPlacesMentioning } from '@/lib/pages/places';
import { SWEET_SPOT as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const places = await getPlacesMentioning(
    ['bakery', 'candy', 'ice cream', 'pie', 'dessert', 'sweet', 'peach', 'chocolate'],
    18,
  );
  return (
    <EditorialView page={page}>
      <Section title="Sweet stops">
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
