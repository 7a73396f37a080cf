import type { Location } from '@/lib/locations';
import { placePath } from '@/lib/pages/paths';
import { CardGrid } from './card-grid';

/** Places as cards: name, town and summary. */
export function PlaceList({ places, empty = 'No places to show here yet.' }: { places: Location[]; empty?: string }) {
  return (
    <CardGrid
      empty={empty}
      items={places.map((p) => ({
        key: p.id,
        href: placePath(p.slug),
        title: p.name,
        meta: p.city,
        text: p.summary,
        image: p.image,
        imageAlt: p.image_alt,
      }))}
    />
  );
}
