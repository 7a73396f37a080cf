import { dataSource } from '@/lib/main-api/data-source';

export type { RoadTrip, RoadTripDetail, RoadTripStop } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getRoadTrips, getFeaturedRoadTrips, searchRoadTrips, getRoadTrip } = dataSource;
