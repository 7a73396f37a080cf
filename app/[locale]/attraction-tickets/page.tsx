import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { filterLocations } from '@/lib/locations';
import { ATTRACTION_TICKETS as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const places = (await filterLocations({ category: 'attraction', limit: 60 })).filter((p) => p.website);
  return (
    <EditorialView page={page}>
      <Section title="Attractions">
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
