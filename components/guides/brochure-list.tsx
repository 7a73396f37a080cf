import { CardGrid } from '@/components/content/card-grid';
import type { BrochureItem } from '@/lib/pages/brochures';

/** Downloadable brochures: name, link, image and alt text (docs/SPEC.md section 2.5 brochures block). */
export function BrochureList({ brochures }: { brochures: BrochureItem[] }) {
  return (
    <CardGrid
      empty="Brochures are on their way."
      items={brochures.map((b) => ({ key: b.link, href: b.link, title: b.name, image: b.image, imageAlt: b.alt }))}
    />
  );
}
