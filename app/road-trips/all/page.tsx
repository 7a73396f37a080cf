import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { TripFilter } from '@/components/road-trips/trip-filter';
import { getAreas } from '@/lib/areas';
import { EXPERIENCES } from '@/lib/constants';
import { searchRoadTrips } from '@/lib/road-trips';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export const metadata = pageMetadata({
  title: 'All Alabama Road Trips',
  description:
    'Every Alabama road trip, filtered by experience and region: beaches, civil rights, food, music, history, outdoors and golf.',
  path: '/road-trips/all',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function AllRoadTripsPage({ searchParams }: Props) {
  const query = await searchParams;
  const regions = await getAreas();
  // Unknown values are ignored rather than failing the page: 'all' and empty mean any (SPEC 7).
  const experience = EXPERIENCES.some((e) => e.slug === one(query.experience)) ? one(query.experience) : '';
  const region = regions.some((r) => r.slug === one(query.region)) ? one(query.region) : '';
  const trips = await searchRoadTrips({
    experience: experience || undefined,
    region: region ? { slug: region } : undefined,
  });
  return (
    <PageMain>
      <PageIntro
        title="All Road Trips"
        trail={[
          { name: 'Road Trips', path: '/road-trips' },
          { name: 'All', path: '/road-trips/all' },
        ]}
      />
      <TripFilter regions={regions} experience={experience} region={region} />
      <p role="status">{trips.length === 1 ? '1 road trip' : `${trips.length} road trips`}</p>
      <RoadTripList trips={trips} empty="No road trips match. Try another experience or region." />
    </PageMain>
  );
}
