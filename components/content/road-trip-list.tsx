import { useTranslations } from 'next-intl';
import type { RoadTrip } from '@/lib/road-trips';
import { roadTripPath } from '@/lib/pages/paths';
import { CardGrid, cardLangs, type Localizable } from './card-grid';

export function RoadTripList({
  trips,
  empty,
  headingLevel,
}: {
  trips: Localizable<RoadTrip>[];
  empty?: string;
  /** 2 when the list comes straight under the page's h1. */
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('lists');
  return (
    <CardGrid
      empty={empty ?? t('roadTripsEmpty')}
      headingLevel={headingLevel}
      items={trips.map((trip) => ({
        key: trip.tripId,
        href: roadTripPath(trip.tripId),
        title: trip.name,
        meta: t('tripLength', { days: trip.days, stops: trip.stops.length }),
        text: trip.summary,
        image: trip.image,
        imageAlt: trip.image_alt,
        ...cardLangs(trip),
      }))}
    />
  );
}
