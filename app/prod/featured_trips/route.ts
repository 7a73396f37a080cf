import { route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { getFeaturedRoadTrips } from '@/lib/road-trips/database';

/** GET /prod/featured_trips — `{ trips: [...] }`, each with its ordered stops. */
export const GET = route(async () =>
  cachedJsonResponse(TAGS.roadTrips, 'featured', async () => ({ trips: await getFeaturedRoadTrips() })),
);
