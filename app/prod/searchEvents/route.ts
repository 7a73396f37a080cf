import { z } from 'zod';
import { parseQuery, route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { searchEvents, todayInAlabama } from '@/lib/events/database';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { EventSearchSchema } from '@/lib/events/schema';
import { withoutEmptyOrAll } from '@/lib/locations/query';

const QuerySchema = z.preprocess(withoutEmptyOrAll, EventSearchSchema);

/** GET /prod/searchEvents?filter&areaId&start&end&q&page — `{ events, totalCount, page, pageSize }`. */
export const GET = route(async (request) => {
  const search = parseQuery(request, QuerySchema);
  // Today is part of the key: the default window starts today.
  return cachedJsonResponse(TAGS.events, `${todayInAlabama()}:${JSON.stringify(search)}`, () => searchEvents(search));
});
