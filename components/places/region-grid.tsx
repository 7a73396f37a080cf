import { useTranslations } from 'next-intl';
import { CardGrid, cardLangs, type Localizable } from '@/components/content/card-grid';
import type { AreaSummary } from '@/lib/areas';
import { areaPath } from '@/lib/pages/paths';

/** headingLevel 2 when the grid comes straight under the page's h1. */
export function RegionGrid({ regions, headingLevel }: { regions: Localizable<AreaSummary>[]; headingLevel?: 2 | 3 }) {
  const t = useTranslations('places');
  return (
    <CardGrid
      empty={t('regionsEmpty')}
      headingLevel={headingLevel}
      items={regions.map((r) => ({
        key: r.id,
        href: areaPath(r.slug),
        title: r.name,
        text: r.summary,
        image: r.image,
        imageAlt: '',
        ...cardLangs(r),
      }))}
    />
  );
}
