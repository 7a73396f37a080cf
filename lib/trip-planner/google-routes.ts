import 'server-only';
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { routeCache } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { pointKey, type KnownDrive } from './drive-table';
import type { Point } from './geo';
import { MAX_WAYPOINTS_PER_SIDE, planMatrixRequests, type MatrixRequest } from './route-requests';

/**
 * Drives from the Google Routes API (computeRouteMatrix, the batch form of computeRoutes: one
 * request answers many pairs), kept per ordered pair in the route_cache table.
 *
 * Caching rule we follow: the Google Maps Platform Terms forbid storing Content except where the
 * Service Specific Terms allow it, and those (Routes API, section 15.3) allow caching values from
 * the Routes API only temporarily, for at most 30 consecutive calendar days. So a row is read for
 * ROUTE_CACHE_DAYS at most, then asked for again, and expired rows are deleted on the next write.
 * We ask TRAFFIC_UNAWARE: typical times, the same for every visitor, which is what makes a cached
 * answer as good as a fresh one.
 */
export const ROUTE_CACHE_DAYS = 30;
/** Trips with more distinct points than this ask for their legs only, not every pair (billing). */
export const FULL_MATRIX_POINTS = MAX_WAYPOINTS_PER_SIDE;
const FIELD_MASK = 'originIndex,destinationIndex,distanceMeters,duration,condition,status';
/** One deadline for all of a view's requests: past it, the road graph answers what is missing. */
const GOOGLE_TIMEOUT_MS = 5000;
/** After a failure nobody asks Google for this long: a slow or broken Google costs one wait a minute, not one per view. */
const PAUSE_AFTER_FAILURE_MS = 60_000;
const PARALLEL_REQUESTS = 4;
// Google's int32 metres; a drive over 5,000 km or 5 days is not an answer about Alabama.
const MAX_METERS = 5_000_000;
const MAX_SECONDS = 5 * 24 * 3600;

let pausedUntil = 0;

/** For tests: forget a failure so that the next view asks Google again. */
export function resumeGoogleRoutes(): void {
  pausedUntil = 0;
}

type Answer = { origin: string; destination: string; meters: number | null; seconds: number | null };

const routesKey = () => env().GOOGLE_MAPS_API_KEY ?? env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;

/**
 * The Google drives for the pairs a trip needs: every ordered pair of its points when it has at
 * most FULL_MATRIX_POINTS (the optimiser compares any two), else the consecutive pairs of each
 * sequence (the legs driven). Known pairs come from the database; only the others are asked for.
 * Without a key, nothing is asked and nothing is returned: the road graph answers everything.
 */
export async function knownDrives(sequences: Point[][]): Promise<KnownDrive[]> {
  const apiKey = routesKey();
  if (!apiKey) return [];
  const points = new Map<string, Point>();
  for (const p of sequences.flat()) points.set(pointKey(p), p);
  const keys = [...points.keys()];
  if (keys.length < 2) return [];
  const wanted = new Set<string>();
  if (keys.length <= FULL_MATRIX_POINTS) {
    for (const a of keys) for (const b of keys) if (a !== b) wanted.add(`${a}>${b}`);
  } else {
    for (const seq of sequences)
      for (let i = 1; i < seq.length; i += 1) {
        const [a, b] = [pointKey(seq[i - 1]!), pointKey(seq[i]!)];
        if (a !== b) wanted.add(`${a}>${b}`);
      }
  }
  const db = await getDb();
  const fresh = new Date(Date.now() - ROUTE_CACHE_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select()
    .from(routeCache)
    .where(
      and(inArray(routeCache.origin, keys), inArray(routeCache.destination, keys), gt(routeCache.fetchedAt, fresh)),
    );
  const known = new Map<string, Answer>(rows.map((r) => [`${r.origin}>${r.destination}`, r]));
  const index = new Map(keys.map((k, i) => [k, i]));
  const missing = new Set(
    [...wanted]
      .filter((p) => !known.has(p))
      .map((p) =>
        p
          .split('>')
          .map((k) => index.get(k))
          .join('>'),
      ),
  );
  if (missing.size > 0 && Date.now() >= pausedUntil) {
    const requests = planMatrixRequests(missing, keys.length <= FULL_MATRIX_POINTS);
    const answers = await askGoogle(
      keys.map((k) => points.get(k)!),
      keys,
      requests,
      apiKey,
    );
    for (const a of answers) known.set(`${a.origin}>${a.destination}`, a);
    await store(answers, fresh);
  }
  return [...wanted].flatMap((p) => {
    const a = known.get(p);
    return a && a.meters !== null && a.seconds !== null
      ? [{ from: a.origin, to: a.destination, km: a.meters / 1000, minutes: a.seconds / 60 }]
      : [];
  });
}

async function askGoogle(
  points: Point[],
  keys: string[],
  requests: MatrixRequest[],
  apiKey: string,
): Promise<Answer[]> {
  const signal = AbortSignal.timeout(GOOGLE_TIMEOUT_MS);
  const answers: Answer[] = [];
  const queue = [...requests];
  let failure: unknown = null;
  const worker = async () => {
    for (let next = queue.shift(); next && !failure; next = queue.shift()) {
      try {
        answers.push(...(await askOnce(points, keys, next, apiKey, signal)));
      } catch (error) {
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, requests.length) }, worker));
  if (failure) {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    // A timeout is a DOMException, which is not an Error in every runtime.
    const reason = typeof failure === 'object' && 'message' in failure ? String(failure.message) : String(failure);
    console.warn(`[google-routes] using the road graph for pairs Google did not answer: ${reason}`);
  }
  return answers;
}

const waypoint = (p: Point) => ({ waypoint: { location: { latLng: { latitude: p.lat, longitude: p.lng } } } });

async function askOnce(
  points: Point[],
  keys: string[],
  request: MatrixRequest,
  apiKey: string,
  signal: AbortSignal,
): Promise<Answer[]> {
  const response = await fetch(`${env().GOOGLE_ROUTES_BASE_URL}/distanceMatrix/v2:computeRouteMatrix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': FIELD_MASK },
    body: JSON.stringify({
      origins: request.origins.map((i) => waypoint(points[i]!)),
      destinations: request.destinations.map((i) => waypoint(points[i]!)),
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
    }),
    signal,
  });
  if (!response.ok) throw new Error(`Google Routes answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('Google Routes answered something other than a list of elements');
  return body.flatMap((element: unknown) => {
    const answer = readElement(element, request.origins.length, request.destinations.length);
    if (!answer) return [];
    const [origin, destination] = [keys[request.origins[answer.o]!]!, keys[request.destinations[answer.d]!]!];
    return origin === destination ? [] : [{ origin, destination, meters: answer.meters, seconds: answer.seconds }];
  });
}

const DURATION = /^(\d+(?:\.\d+)?)s$/;

/**
 * One element of Google's answer, or null when it is not one we can trust (it is then neither
 * used nor stored, and the road graph answers that pair). Google's JSON leaves out fields at their
 * zero value, so a missing index is 0; a missing distance or duration is not accepted.
 */
function readElement(
  element: unknown,
  origins: number,
  destinations: number,
): { o: number; d: number; meters: number | null; seconds: number | null } | null {
  if (!element || typeof element !== 'object') return null;
  const e = element as Record<string, unknown>;
  const o = e.originIndex ?? 0;
  const d = e.destinationIndex ?? 0;
  if (
    !Number.isInteger(o) ||
    !Number.isInteger(d) ||
    (o as number) < 0 ||
    (d as number) < 0 ||
    (o as number) >= origins ||
    (d as number) >= destinations
  )
    return null;
  const status = e.status as { code?: unknown } | undefined;
  if (
    status !== undefined &&
    (typeof status !== 'object' || status === null || (status.code !== undefined && status.code !== 0))
  )
    return null;
  if (e.condition === 'ROUTE_NOT_FOUND') return { o: o as number, d: d as number, meters: null, seconds: null };
  if (e.condition !== 'ROUTE_EXISTS') return null;
  const meters = e.distanceMeters;
  const duration = typeof e.duration === 'string' ? DURATION.exec(e.duration) : null;
  if (!Number.isInteger(meters) || (meters as number) < 0 || (meters as number) > MAX_METERS || !duration) return null;
  const seconds = Math.round(Number(duration[1]));
  if (seconds > MAX_SECONDS) return null;
  return { o: o as number, d: d as number, meters: meters as number, seconds };
}

/** Keeps the answers (a later answer for a pair replaces the earlier) and deletes expired rows. */
async function store(answers: Answer[], fresh: Date): Promise<void> {
  if (answers.length === 0) return;
  const unique = [...new Map(answers.map((a) => [`${a.origin}>${a.destination}`, a])).values()];
  try {
    const db = await getDb();
    await db
      .insert(routeCache)
      .values(unique)
      .onConflictDoUpdate({
        target: [routeCache.origin, routeCache.destination],
        set: { meters: sql`excluded.meters`, seconds: sql`excluded.seconds`, fetchedAt: sql`now()` },
      });
    await db.delete(routeCache).where(lt(routeCache.fetchedAt, fresh));
  } catch (error) {
    // The answers still serve this view; the next one asks again.
    console.warn('[google-routes] could not keep the answers:', error instanceof Error ? error.message : error);
  }
}
