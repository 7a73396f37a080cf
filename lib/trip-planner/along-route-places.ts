import 'server-only';
import { LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { filterLocations, type Location } from '@/lib/locations';
import { legBoxes, placesAlongRoute, planDayRoute, boxAround, type DayRoute } from './along-route';
import { ALONG_ROUTE_MAX_PLACES, type AlongRoutePlace, type AlongRouteQuery } from './along-route-query';
import { kmToMiles } from './geo';

type Box = ReturnType<typeof boxAround>;

const KM_PER_MILE = 1 / kmToMiles(1);
// Outward to a metre or so, and inside the valid ranges: a remote Main API checks both.
const down = (n: number, limit: number) => Math.max(-limit, Math.floor(n * 1e5) / 1e5);
const up = (n: number, limit: number) => Math.min(limit, Math.ceil(n * 1e5) / 1e5);

function placesIn(kind: AlongRouteQuery['kind'], box: Box): Promise<Location[]> {
  return filterLocations({
    type: kind,
    min_latitude: down(box.minLat, 90),
    max_latitude: up(box.maxLat, 90),
    min_longitude: down(box.minLng, 180),
    max_longitude: up(box.maxLng, 180),
    limit: LOCATION_SEARCH_LIMIT,
  });
}

/**
 * The site's places of a kind near the route: one search of the whole route's box, or, when that
 * fills a page (a long day in a busy part of the state), one search per leg.
 */
async function candidatesNear(route: DayRoute, kind: AlongRouteQuery['kind'], km: number): Promise<Location[]> {
  const whole = await placesIn(kind, boxAround(route.legs.flat(), km));
  if (whole.length < LOCATION_SEARCH_LIMIT || route.legs.length < 2) return whole;
  const perLeg = await Promise.all(legBoxes(route, km).map((box) => placesIn(kind, box)));
  return [...new Map(perLeg.flat().map((place) => [place.slug, place])).values()];
}

/** GET /api/along-route's answer: the nearest detours first, at most ALONG_ROUTE_MAX_PLACES. */
export async function findPlacesAlongRoute(query: AlongRouteQuery): Promise<AlongRoutePlace[]> {
  const km = query.miles * KM_PER_MILE;
  const route = planDayRoute(query.points);
  const candidates = (await candidatesNear(route, query.kind, km)).map((place) => ({
    id: place.id,
    slug: place.slug,
    name: place.name,
    kind: query.kind,
    city: place.city,
    lat: Number(place.latitude),
    lng: Number(place.longitude),
  }));
  const found = placesAlongRoute(route, candidates, {
    maxKm: km,
    excludeSlugs: query.exclude,
    limit: ALONG_ROUTE_MAX_PLACES,
  });
  return found.map(({ distanceKm, detourMinutes, ...place }) => ({
    ...place,
    detourMinutes: Math.round(detourMinutes),
    miles: Math.round(kmToMiles(distanceKm) * 10) / 10,
  }));
}
