import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { getLocation } from '@/lib/locations/database';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { IdOrSlugQuerySchema } from '@/lib/locations/schema';
import { supplementLocation } from '@/lib/places-supplement';

/** GET /prod/locationDetail?id= — a place by id or slug, its gaps filled by the places supplement. */
export const GET = route(async (request) => {
  const { id } = parseQuery(request, IdOrSlugQuerySchema);
  return cachedJsonResponse(TAGS.locations, `detail:${JSON.stringify(id)}`, async () => {
    const location = await getLocation(id);
    if (!location) throw notFound('No location with this id.');
    return supplementLocation(location);
  });
});
