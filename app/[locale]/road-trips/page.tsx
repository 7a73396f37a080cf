import Link from 'next/link';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { RoadTripList } from '@/components/content/road-trip-list';
import { localeParam } from '@/lib/record-text';
import { getFeaturedRoadTrips, localizeRoadTrips } from '@/lib/road-trips';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Alabama Road Trips',
    description:
      'Featured Alabama road trips: the Civil Rights Trail, the barbecue trail, the Gulf Coast, the Shoals’ music history and more, stop by stop.',
    path: '/road-trips',
  });
}

export default async function RoadTripsPage({ params }: { params: Promise<{ locale?: string }> }) {
  const trips = await localizeRoadTrips(await getFeaturedRoadTrips(), localeParam(await params));
  return (
    <PageMain>
      <PageIntro
        title="Road Trips"
        trail={[{ name: 'Road Trips', path: '/road-trips' }]}
        lede="Ready-made routes across Alabama, each with its stops in order. Pick one, then add the stops to your own trip."
      />
      <RoadTripList headingLevel={2} trips={trips} empty="Featured road trips are on their way." />
      <p>
        <Link href="/road-trips/all">See all road trips</Link>
      </p>
    </PageMain>
  );
}
