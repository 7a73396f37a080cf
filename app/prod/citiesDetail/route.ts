import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getCityDetail } from '@/lib/cities/database';
import { IdOrSlugQuerySchema } from '@/lib/locations/schema';

/** GET /prod/citiesDetail?id= — a city by numeric id or slug. */
export const GET = route(async (request) => {
  const { id } = parseQuery(request, IdOrSlugQuerySchema);
  const city = await getCityDetail(id);
  if (!city) throw notFound('No city with this id.');
  return city;
});
