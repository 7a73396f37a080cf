import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getArea } from '@/lib/areas/database';
import { IdOrSlugQuerySchema } from '@/lib/locations/schema';

/** GET /prod/areaDetail?id= — a region by numeric id or slug. */
export const GET = route(async (request) => {
  const { id } = parseQuery(request, IdOrSlugQuerySchema);
  const area = await getArea(id);
  if (!area) throw notFound('No area with this id.');
  return area;
});
