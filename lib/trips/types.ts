import type { TripDay, TripRouting, TripStopInfo } from '@/lib/db/schema';

export type Trip = {
  tripId: number;
  owner: string;
  name: string;
  locations: string[];
  routing: TripRouting;
  tripInfo: TripStopInfo[];
  /** Day by day: start time and overnight base (docs/TRIPS.md). */
  days: TripDay[];
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
  /** Goes up by one on every save; a save that names an older one gets 409 (see TripConflictError). */
  version: number;
  /**
   * Who saved the stored version last, so a clash can name them; only in a 409's `current`, an
   * extra the spec's clients ignore.
   */
  updatedBy?: TripSaver;
};

export type TripSaver = { userId: string; email: string | null };

export type TripAction = 'read' | 'update' | 'delete';
