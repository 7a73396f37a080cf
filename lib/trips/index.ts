import { dataSource } from '@/lib/main-api/data-source';

export type { Trip, TripAction, TripSaver } from './types';
export { TripConflictError } from './conflict';
export { canAccessTrip } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { listTripsForUser, getTripForUser, createTrip, updateTrip, deleteTrip } = dataSource;
