import { ALL_ROAD_TRIPS_PATH, RoadTripsView, roadTripsMetadata } from './road-trips-view';

export const revalidate = 3600;

export function generateMetadata() {
  return roadTripsMetadata(ALL_ROAD_TRIPS_PATH);
}

// Every road trip. The proxy sends filtered views to [view], so this page reads no query string
// and is prerendered.
export default function AllRoadTripsPage() {
  return <RoadTripsView view={{}} />;
}
