import { dataSource } from '@/lib/main-api/data-source';

export type { Location, LocationDetail } from './shape';
export { reshapeLocation, locationColumns } from './shape';
export { filterLocationsJson, getLocationByPlaceId } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { filterLocations, getLocation, getFeaturedLocations, getLocationsByIds, getLocationsIn } = dataSource;
