import { parseQuery, route } from '@/lib/api/handler';
import { findPlacesAlongRoute } from '@/lib/trip-planner/along-route-places';
import { AlongRouteQuerySchema, type AlongRouteAnswer } from '@/lib/trip-planner/along-route-query';

// The same for every visitor who asks about the same points: shared caches may keep it.
const CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=600';

/** GET /api/along-route?points=lat,lng;lat,lng&miles=10&kind=eat — the site's places along a day's drive. */
export const GET = route(async (request) => {
  const query = parseQuery(request, AlongRouteQuerySchema);
  const answer: AlongRouteAnswer = { places: await findPlacesAlongRoute(query) };
  return Response.json(answer, { headers: { 'Cache-Control': CACHE_CONTROL } });
});
