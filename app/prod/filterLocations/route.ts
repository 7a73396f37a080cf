import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { filterLocationsJson } from '@/lib/locations/database';
import { cachedSerializedResponse } from '@/lib/locations/answer-cache';
import { withoutEmpty } from '@/lib/locations/query';
import { LocationFilterSchema } from '@/lib/locations/schema';

const QuerySchema = z.preprocess((query) => withoutEmpty(query as Record<string, string>), LocationFilterSchema);

/** GET /prod/filterLocations — the map filter (docs/SPEC.md section 3); `limit` defaults to and tops out at 500. */
export const GET = route(async (request) => {
  const filter = parseQuery(request, QuerySchema);
  return cachedSerializedResponse(TAGS.locations, JSON.stringify(filter), () => filterLocationsJson(filter));
});
