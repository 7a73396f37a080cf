import { route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { getFeaturedEvents, todayInAlabama } from '@/lib/events/database';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';

/** GET /prod/featuredEvents — upcoming featured events, soonest first. */
export const GET = route(async () =>
  cachedJsonResponse(TAGS.events, `featured:${todayInAlabama()}`, () => getFeaturedEvents()),
);
