import type { Point } from './geo';
import { driveMatrix, roadDrive, type Drive, type DriveMatrix } from './roads';

/**
 * The one matrix behind the optimiser, the editor's message, the itinerary, its warnings and the
 * exports: drives the server already knows (Google Routes answers, google-routes.ts) for the pairs
 * it has them, the offline road graph for every other pair. Client-safe: the editor gets the same
 * known drives as a prop, so its optimiser sees the figures the itinerary page shows.
 */

/** A point as the route cache names it: "lat,lng" to 5 decimals (about a metre). */
export const pointKey = (p: Point): string => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`;

/** A drive between two points, by their keys; serialisable for a client component's props. */
export type KnownDrive = { from: string; to: string; km: number; minutes: number };

export type DriveSource = 'google' | 'road-graph';
export type SourcedMatrix = DriveMatrix & { sourceOf: (from: number, to: number) => DriveSource };

export function knownDriveMatrix(points: Point[], known: readonly KnownDrive[]): SourcedMatrix {
  const roads = driveMatrix(points);
  const keys = points.map(pointKey);
  const byPair = new Map(known.map((k) => [`${k.from}>${k.to}`, k]));
  const lookup = (from: number, to: number) =>
    keys[from] === keys[to] ? undefined : byPair.get(`${keys[from]}>${keys[to]}`);
  return {
    points,
    drive: (from, to) => {
      if (keys[from] === keys[to]) return { km: 0, minutes: 0 };
      const hit = lookup(from, to);
      return hit ? { km: hit.km, minutes: hit.minutes } : roads.drive(from, to);
    },
    path: roads.path,
    sourceOf: (from, to) => (lookup(from, to) ? 'google' : 'road-graph'),
  };
}

/** Where a plan's drives came from: all Google, all road graph, or some of each. */
export function matrixSource(matrix: SourcedMatrix, legs: [number, number][]): DriveSource | 'mixed' {
  const sources = new Set(legs.filter(([a, b]) => matrix.drive(a, b).km > 0).map(([a, b]) => matrix.sourceOf(a, b)));
  if (sources.size > 1) return 'mixed';
  return sources.has('google') ? 'google' : 'road-graph';
}

/** Drives between any two points, by their positions: what the day-by-day itinerary asks for. */
export type PointDrives = {
  drive: (from: Point, to: Point) => Drive;
  sourceOf: (from: Point, to: Point) => DriveSource;
};

/**
 * The same figures as knownDriveMatrix (Google's answers where the server has them, the road graph
 * for every other pair), asked by point rather than by index, since a day may start or end at a
 * night's base that is not a stop. Each pair is worked out once.
 */
export function pointDrives(known: readonly KnownDrive[] = []): PointDrives {
  const byPair = new Map(known.map((k) => [`${k.from}>${k.to}`, k]));
  const memo = new Map<string, Drive>();
  const pair = (from: Point, to: Point) => `${pointKey(from)}>${pointKey(to)}`;
  return {
    drive: (from, to) => {
      const key = pair(from, to);
      if (pointKey(from) === pointKey(to)) return { km: 0, minutes: 0 };
      const hit = byPair.get(key);
      if (hit) return { km: hit.km, minutes: hit.minutes };
      let answer = memo.get(key);
      if (!answer) {
        answer = roadDrive(from, to);
        memo.set(key, answer);
      }
      return answer;
    },
    sourceOf: (from, to) => (byPair.has(pair(from, to)) ? 'google' : 'road-graph'),
  };
}
