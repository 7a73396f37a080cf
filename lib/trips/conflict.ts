import { ApiError } from '@/lib/api/errors';
import type { Trip } from './types';

// Its own module so that both data sources (./database.ts and lib/main-api/http-source.ts) can
// throw it without importing each other.

/** A save made from an older version of the trip than the one stored; carries the stored trip. */
export class TripConflictError extends ApiError {
  constructor(readonly current: Trip) {
    super(409, 'Someone else changed this trip since you opened it.', 'version');
    this.name = 'TripConflictError';
  }
}
