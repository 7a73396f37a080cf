import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { getFeaturedLocations, localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import { REVIEWS as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page({ params }: { params: Promise<{ locale?: string }> }) {
  const places = await localizeLocations(await getFeaturedLocations(12), localeParam(await params));
  return (
    <EditorialView page={page}>
      <Section title="Places visitors love">
        <PlaceList places={places} />
      </Section>
    </EditorialView>
  );
}
