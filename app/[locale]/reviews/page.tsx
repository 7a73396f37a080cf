import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getFeaturedLocations } from '@/lib/locations';
import { REVIEWS as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const places = await getFeaturedLocations(12);
  return (
    <EditorialView page={page}>
      <Section title="Places visitors love">
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
