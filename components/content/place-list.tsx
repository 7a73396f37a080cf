import { useTranslations } from 'next-intl';
import type { Location } from '@/lib/locations';
import { placePath } from '@/lib/pages/paths';
import { milesFrom } from '@/lib/map/distance';
import type { Point } from '@/lib/trip-planner/geo';
import { CardGrid, cardLangs, type Localizable } from './card-grid';

/**
 * Places as cards: name, town (and how far from `from`, when given) and summary. A Spanish page passes
 * them through localizeLocations, so what is still English is marked lang="en".
 */
export function PlaceList({
  places,
  empty,
  from,
}: {
  places: Localizable<Location>[];
  empty?: string;
  from?: Point;
}) {
  const t = useTranslations('lists');
  return (
    <CardGrid
      empty={empty ?? t('placesEmpty')}
      items={places.map((p) => ({
        key: p.id,
        href: placePath(p.slug),
        title: p.name,
        meta: from ? `${p.city} · ${t('milesAway', { miles: milesFrom(from, p) })}` : p.city,
        text: p.summary,
        image: p.image,
        imageAlt: p.image_alt,
        ...cardLangs(p),
      }))}
    />
  );
}
