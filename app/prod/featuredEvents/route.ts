import { route } from '@/lib/api/handler';
import { TAGS } from '@/lib/constants';
import { getFeaturedEventsInDb as getFeaturedEvents, todayInAlabama } from '@/lib/events';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';

/** GET /prod/featuredEvents — upcoming featured events, soonest first. */
export const GET = route(async () =>
  cachedJsonResponse(TAGS.events, `featured:${todayInAlabama()}`, () => getFeaturedEvents()),
);
