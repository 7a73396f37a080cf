import { parseQuery, route } from '@/lib/api/handler';
import { getLocationsByIds } from '@/lib/locations/database';
import { LocationIdListSchema } from '@/lib/locations/schema';

/** GET /prod/locationsByIdList?id=1,2,3 — places in the order asked; unknown ids are skipped. */
export const GET = route(async (request) => getLocationsByIds(parseQuery(request, LocationIdListSchema).id));
