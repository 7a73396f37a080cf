import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getPlacesMentioning } from '@/lib/pages/places';
import { MOST_RELAXING_TRIP as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const places = await getPlacesMentioning(['spa', 'lake', 'resort', 'inn', 'beach', 'garden'], 12);
  return (
    <EditorialView page={page}>
      <Section title="Places to unwind">
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
