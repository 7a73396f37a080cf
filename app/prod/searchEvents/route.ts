import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { searchEvents } from '@/lib/events';
import { EventSearchSchema } from '@/lib/events/schema';
import { withoutEmptyOrAll } from '@/lib/locations/query';

const QuerySchema = z.preprocess(withoutEmptyOrAll, EventSearchSchema);

/** GET /prod/searchEvents?filter&areaId&start&end&q&page — `{ events, totalCount, page, pageSize }`. */
export const GET = route(async (request) => searchEvents(parseQuery(request, QuerySchema)));
