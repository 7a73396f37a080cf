import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getLocation } from '@/lib/locations';
import { IdOrSlugQuerySchema } from '@/lib/locations/schema';
import { supplementLocation } from '@/lib/places-supplement';

/** GET /prod/locationDetail?id= — a place by id or slug, its gaps filled by the places supplement. */
export const GET = route(async (request) => {
  const { id } = parseQuery(request, IdOrSlugQuerySchema);
  const location = await getLocation(id);
  if (!location) throw notFound('No location with this id.');
  return supplementLocation(location);
});
