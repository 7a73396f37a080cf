import { CardGrid } from '@/components/content/card-grid';
import type { AreaSummary } from '@/lib/areas';
import { areaPath } from '@/lib/pages/paths';

export function RegionGrid({ regions }: { regions: AreaSummary[] }) {
  return (
    <CardGrid
      empty="Regions are on their way."
      items={regions.map((r) => ({
        key: r.id,
        href: areaPath(r.slug),
        title: r.name,
        text: r.summary,
        image: r.image,
        imageAlt: '',
      }))}
    />
  );
}
