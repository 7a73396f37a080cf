import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { withoutEmptyOrAll } from '@/lib/locations/query';
import { TAGS } from '@/lib/constants';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { searchRoadTrips } from '@/lib/road-trips/database';
import { RoadTripSearchSchema } from '@/lib/road-trips/schema';

const QuerySchema = z.preprocess(withoutEmptyOrAll, RoadTripSearchSchema);

/** GET /prod/search_trips?experience&region — `{ trips: [...] }`; an empty value or "all" is dropped. */
export const GET = route(async (request) => {
  const search = parseQuery(request, QuerySchema);
  return cachedJsonResponse(TAGS.roadTrips, `search:${JSON.stringify(search)}`, async () => ({
    trips: await searchRoadTrips(search),
  }));
});
