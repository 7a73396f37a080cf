import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RegionGrid } from '@/components/places/region-grid';
import { getAreas } from '@/lib/areas';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

// /places-to-go/regions and /places-to-go/areas are the same page (docs/SPEC.md section 2.2); this is the canonical one.
export function generateMetadata() {
  return pageMetadata({
    title: 'Regions of Alabama',
    description:
      "Alabama's travel regions: mountains and lakes in the north, rivers and civil rights history in the middle, and beaches and bays on the Gulf Coast.",
    path: '/places-to-go/regions',
  });
}

export default async function RegionsPage() {
  const regions = await getAreas();
  return (
    <PageMain>
      <PageIntro
        title="Regions of Alabama"
        trail={[
          { name: 'Places to Go', path: '/places-to-go' },
          { name: 'Regions', path: '/places-to-go/regions' },
        ]}
        lede="Pick a region to see its towns, its best-loved places and what is on this season."
      />
      <RegionGrid headingLevel={2} regions={regions} />
    </PageMain>
  );
}
