import { notFound } from '@/lib/api/errors';
import { parseQuery, route } from '@/lib/api/handler';
import { getAreaInDb as getArea } from '@/lib/areas';
import { IdOrSlugQuerySchema } from '@/lib/locations/schema';

/** GET /prod/areaDetail?id= — a region by numeric id or slug. */
export const GET = route(async (request) => {
  const { id } = parseQuery(request, IdOrSlugQuerySchema);
  const area = await getArea(id);
  if (!area) throw notFound('No area with this id.');
  return area;
});
