import type { RoadTrip } from '@/lib/road-trips';
import { roadTripPath } from '@/lib/pages/paths';
import { CardGrid } from './card-grid';

export function RoadTripList({
  trips,
  empty = 'No road trips to show here yet.',
  headingLevel,
}: {
  trips: RoadTrip[];
  empty?: string;
  /** 2 when the list comes straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid
      empty={empty}
      headingLevel={headingLevel}
      items={trips.map((t) => ({
        key: t.tripId,
        href: roadTripPath(t.tripId),
        title: t.name,
        meta: `${t.days === 1 ? '1 day' : `${t.days} days`} · ${t.stops.length} stops`,
        text: t.summary,
        image: t.image,
        imageAlt: t.image_alt,
      }))}
    />
  );
}
