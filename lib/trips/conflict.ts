import { ApiError } from '@/lib/api/errors';
import type { Trip } from './index';

// Its own module so that the remote Main API source (lib/main-api/http-source.ts) can throw it
// without importing the trip functions, which themselves choose that source: no import cycle.

/** A save made from an older version of the trip than the one stored; carries the stored trip. */
export class TripConflictError extends ApiError {
  constructor(readonly current: Trip) {
    super(409, 'Someone else changed this trip since you opened it.', 'version');
    this.name = 'TripConflictError';
  }
}
