import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { searchEvents } from '@/lib/events';
import { EventSearchSchema } from '@/lib/events/schema';

// SPEC section 7: an empty value or "all" means "any".
const dropAny = (query: unknown) =>
  Object.fromEntries(Object.entries(query as Record<string, string>).filter(([, value]) => value.trim() !== '' && value.trim().toLowerCase() !== 'all'));

const QuerySchema = z.preprocess(dropAny, EventSearchSchema);

/** GET /prod/searchEvents?filter&areaId&start&end&q&page — `{ events, totalCount, page, pageSize }`. */
export const GET = route(async (request) => searchEvents(parseQuery(request, QuerySchema)));
