import type { Point } from './geo';
import { driveMatrix, type DriveMatrix } from './roads';

/**
 * Places along one day's drive: which of a set of candidates lie within a distance of the line the
 * day follows on the road graph, and what each would add to the day's driving. Pure and offline,
 * so the server and the editor get the same answer.
 */

/** A place that could be added: the site's own, or any with a slug and a position. */
export type AlongRouteCandidate = Point & { slug: string; name: string; kind: string; city: string };

export type AlongRouteMatch<C extends AlongRouteCandidate = AlongRouteCandidate> = C & {
  /** Extra minutes of driving (at least 0) if the day goes by this place at its best position. */
  detourMinutes: number;
  /** The index in the day's points after which the place fits best: 0 is straight after the start. */
  insertAfter: number;
  /** Straight-line distance from the day's route, in km. */
  distanceKm: number;
};

/** A day's route: its points, the drives between them and the line those drives follow. */
export type DayRoute = {
  points: Point[];
  matrix: DriveMatrix;
  /** The drive of each leg (points i to i+1) as a polyline; one point when the day has one. */
  legs: Point[][];
};

type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** Kilometres in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const cosDeg = (deg: number) => Math.cos((deg * Math.PI) / 180);

export function planDayRoute(points: Point[]): DayRoute {
  const matrix = driveMatrix(points);
  const legs = points.length < 2 ? [points.slice(0, 1)] : points.slice(1).map((_, i) => matrix.path(i, i + 1));
  return { points, matrix, legs };
}

/** A box around a polyline, widened by `km` on every side. */
export function boxAround(line: Point[], km: number): Box {
  const lats = line.map((p) => p.lat);
  const lngs = line.map((p) => p.lng);
  const minLat = Math.min(...lats) - km / KM_PER_DEGREE;
  const maxLat = Math.max(...lats) + km / KM_PER_DEGREE;
  // A degree of longitude is shortest at the box's edge furthest from the equator.
  const widest = cosDeg(Math.min(90, Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const lngPad = widest > 0.01 ? km / (KM_PER_DEGREE * widest) : 180;
  return { minLat, maxLat, minLng: Math.min(...lngs) - lngPad, maxLng: Math.max(...lngs) + lngPad };
}

/** The boxes of a day's legs, each widened by `km`: where to look for candidates. */
export function legBoxes(route: DayRoute, km: number): Box[] {
  return route.legs.map((leg) => boxAround(leg, km));
}

const inBox = (p: Point, box: Box) =>
  p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng;

/** One straight piece of the route, with its scale for a flat projection about its middle. */
type Segment = { lat: number; lng: number; dLat: number; dLng: number; kx: number };

function segmentsOf(legs: Point[][]): Segment[] {
  return legs.flatMap((leg) =>
    leg.map((a, i) => {
      const b = leg[i + 1] ?? a;
      const kx = KM_PER_DEGREE * cosDeg((a.lat + b.lat) / 2);
      return { lat: a.lat, lng: a.lng, dLat: b.lat - a.lat, dLng: b.lng - a.lng, kx };
    }),
  );
}

/**
 * Distance in km from a point to the nearest segment, on a flat projection about each segment: well
 * within a percent for segments the length of the road graph's (tens of km).
 */
function distanceToSegments(p: Point, segments: Segment[]): number {
  let best = Infinity;
  for (const s of segments) {
    const px = (p.lng - s.lng) * s.kx;
    const py = (p.lat - s.lat) * KM_PER_DEGREE;
    const dx = s.dLng * s.kx;
    const dy = s.dLat * KM_PER_DEGREE;
    const length2 = dx * dx + dy * dy;
    const t = length2 > 0 ? Math.min(1, Math.max(0, (px * dx + py * dy) / length2)) : 0;
    const ex = px - t * dx;
    const ey = py - t * dy;
    // Squared until the end: Math.hypot is several times slower, and this runs per place per segment.
    const d2 = ex * ex + ey * ey;
    if (d2 < best) best = d2;
  }
  return Math.sqrt(best);
}

/** Straight-line distance in km from a point to the day's route line. */
export function distanceToRoute(route: DayRoute, p: Point): number {
  return distanceToSegments(p, segmentsOf(route.legs));
}

export type AlongRouteOptions = {
  /** How far from the route line a place may be, in km. */
  maxKm: number;
  /** Places already on the trip. */
  excludeSlugs?: Iterable<string>;
  /** At most this many, the smallest detours first. */
  limit?: number;
};

/**
 * The candidates within `maxKm` of the day's route, each with its detour and best position, the
 * smallest detour first (then the nearest, then by name). A cheap box and line-distance test runs
 * first, so drives are worked out only for places near the route.
 */
export function placesAlongRoute<C extends AlongRouteCandidate>(
  route: DayRoute | Point[],
  candidates: readonly C[],
  options: AlongRouteOptions,
): AlongRouteMatch<C>[] {
  const day = Array.isArray(route) ? planDayRoute(route) : route;
  const { points } = day;
  if (points.length === 0 || !(options.maxKm >= 0)) return [];
  const excluded = new Set(options.excludeSlugs ?? []);
  const box = boxAround(day.legs.flat(), options.maxKm);
  const segments = segmentsOf(day.legs);
  const near: { candidate: C; distanceKm: number }[] = [];
  for (const candidate of candidates) {
    if (excluded.has(candidate.slug) || !inBox(candidate, box)) continue;
    const distanceKm = distanceToSegments(candidate, segments);
    if (distanceKm <= options.maxKm) near.push({ candidate, distanceKm });
  }
  if (near.length === 0) return [];

  // Route points first, then the near places: drives from a route point come from its own shortest-path
  // tree, and a drive on the graph takes as long either way, so drive(p, b) is read as drive(b, p) and
  // no tree is ever grown from a candidate.
  const matrix = driveMatrix([...points, ...near.map((n) => n.candidate)]);
  const n = points.length;
  const matches = near.map(({ candidate, distanceKm }, j): AlongRouteMatch<C> => {
    const at = n + j;
    if (n === 1) return { ...candidate, detourMinutes: 2 * matrix.drive(0, at).minutes, insertAfter: 0, distanceKm };
    let detour = Infinity;
    let insertAfter = 0;
    for (let i = 0; i + 1 < n; i += 1) {
      const extra = matrix.drive(i, at).minutes + matrix.drive(i + 1, at).minutes - matrix.drive(i, i + 1).minutes;
      if (extra < detour) {
        detour = extra;
        insertAfter = i;
      }
    }
    // The graph reaches a place by its nearest junctions only, so now and then a place offers a way
    // round that the straight drive does not take; a stop still never shortens the day.
    return { ...candidate, detourMinutes: Math.max(0, detour), insertAfter, distanceKm };
  });
  matches.sort(
    (a, b) => a.detourMinutes - b.detourMinutes || a.distanceKm - b.distanceKm || a.name.localeCompare(b.name),
  );
  return options.limit === undefined ? matches : matches.slice(0, options.limit);
}
