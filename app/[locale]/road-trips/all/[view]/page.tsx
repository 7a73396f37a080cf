import { notFound } from 'next/navigation';
import { renderRecord } from '@/components/content/record-boundary';
import { notFoundMetadata } from '@/lib/seo';
import { publicUrlOf, viewFromSegment } from '@/lib/routing/listings';
import { RoadTripsView, roadTripsMetadata } from '../road-trips-view';

export const revalidate = 3600;
export const dynamicParams = true;

type Props = { params: Promise<{ view: string }> };

// A filtered view of all road trips, reached through the proxy's rewrite of /road-trips/all?<query>
// (lib/routing/listings.ts); rendered on first request, then cached.
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props) {
  const view = viewFromSegment('roadTrips', (await params).view);
  return view ? roadTripsMetadata(publicUrlOf('roadTrips', view)) : notFoundMetadata;
}

async function RoadTripsViewPageBody({ params }: Props) {
  const view = viewFromSegment('roadTrips', (await params).view);
  if (!view) notFound();
  // Called, not rendered as an element, so its notFound() (a page past the last) reaches renderRecord.
  return RoadTripsView({ view });
}

// A missing view or a page past the last is a server-rendered 404 (renderRecord).
export default function RoadTripsViewPage(props: Props) {
  return renderRecord(() => RoadTripsViewPageBody(props));
}
