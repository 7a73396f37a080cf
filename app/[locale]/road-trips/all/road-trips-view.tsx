import { notFound } from 'next/navigation';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { TripFilter } from '@/components/road-trips/trip-filter';
import { getAreas } from '@/lib/areas';
import { searchRoadTrips } from '@/lib/road-trips';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const ALL_ROAD_TRIPS_PATH = '/road-trips/all';

export function roadTripsMetadata(canonical: string) {
  return pageMetadata({
    title: 'All Alabama Road Trips',
    description:
      'Every Alabama road trip, filtered by experience and region: beaches, civil rights, food, music, history, outdoors and golf.',
    path: canonical,
  });
}

/**
 * One view of all road trips. The list is one page, so any page number past 1 is the 404, as is a
 * region no area has.
 */
export async function RoadTripsView({ view }: { view: ListingView }) {
  if (viewPage(view) !== 1) notFound();
  const regions = await getAreas();
  if (view.region && !regions.some((r) => r.slug === view.region)) notFound();
  const trips = await searchRoadTrips({
    experience: view.experience,
    region: view.region ? { slug: view.region } : undefined,
  });
  return (
    <PageMain>
      <PageIntro
        title="All Road Trips"
        trail={[
          { name: 'Road Trips', path: '/road-trips' },
          { name: 'All', path: ALL_ROAD_TRIPS_PATH },
        ]}
      />
      <TripFilter regions={regions} experience={view.experience ?? ''} region={view.region ?? ''} />
      <p role="status">{trips.length === 1 ? '1 road trip' : `${trips.length} road trips`}</p>
      <RoadTripList headingLevel={2} trips={trips} empty="No road trips match. Try another experience or region." />
    </PageMain>
  );
}
