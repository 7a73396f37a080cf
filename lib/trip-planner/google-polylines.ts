import 'server-only';
import { and, gt, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { routeLines } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { pointKey } from './drive-table';
import type { Point } from './geo';
import { ROUTE_CACHE_DAYS } from './google-routes';
import { decodePolyline, type KnownPath } from './polyline';

/**
 * The line of each leg as Google draws it, for the trip's maps when a key is set: one
 * computeRoutes request per leg not yet known (the route matrix gives figures, not lines), kept
 * in route_lines under the same 30-day rule as the figures (google-routes.ts). Without a
 * key, or when Google fails, nothing is returned and the maps draw the road graph's line.
 */
const FIELD_MASK = 'routes.polyline.encodedPolyline';
const GOOGLE_TIMEOUT_MS = 5000;
const PAUSE_AFTER_FAILURE_MS = 60_000;
const PARALLEL_REQUESTS = 4;
/** A day rarely has more legs; a trip with more draws the rest from the road graph. */
const MAX_LEGS_ASKED = 40;

let pausedUntil = 0;

/** For tests: forget a failure so that the next view asks Google again. */
export function resumeGooglePolylines(): void {
  pausedUntil = 0;
}

const routesKey = () => env().GOOGLE_MAPS_API_KEY ?? env().NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
const location = (p: Point) => ({ location: { latLng: { latitude: p.lat, longitude: p.lng } } });

export async function knownPaths(legs: [Point, Point][]): Promise<KnownPath[]> {
  const apiKey = routesKey();
  if (!apiKey || legs.length === 0) return [];
  const wanted = new Map<string, [Point, Point]>();
  for (const [a, b] of legs) if (pointKey(a) !== pointKey(b)) wanted.set(`${pointKey(a)}>${pointKey(b)}`, [a, b]);
  if (wanted.size === 0) return [];
  const keys = [...new Set([...wanted.values()].flatMap(([a, b]) => [pointKey(a), pointKey(b)]))];
  const db = await getDb();
  const fresh = new Date(Date.now() - ROUTE_CACHE_DAYS * 24 * 3600 * 1000);
  const rows = await db
    .select()
    .from(routeLines)
    .where(
      and(inArray(routeLines.origin, keys), inArray(routeLines.destination, keys), gt(routeLines.fetchedAt, fresh)),
    );
  const lines = new Map(rows.map((r) => [`${r.origin}>${r.destination}`, r.polyline]));
  const missing = [...wanted.entries()].filter(([key]) => !lines.has(key)).slice(0, MAX_LEGS_ASKED);
  if (missing.length > 0 && Date.now() >= pausedUntil) {
    for (const answer of await askGoogle(missing, apiKey)) {
      lines.set(`${answer.origin}>${answer.destination}`, answer.polyline);
      await db
        .insert(routeLines)
        .values({ ...answer, fetchedAt: new Date() })
        .onConflictDoUpdate({
          target: [routeLines.origin, routeLines.destination],
          set: { polyline: answer.polyline, fetchedAt: new Date() },
        });
    }
  }
  return [...wanted.keys()].flatMap((key) => {
    const line = lines.get(key);
    const [from, to] = key.split('>') as [string, string];
    return line ? [{ from, to, path: decodePolyline(line) }] : [];
  });
}

type Answer = { origin: string; destination: string; polyline: string };

async function askGoogle(legs: [string, [Point, Point]][], apiKey: string): Promise<Answer[]> {
  const signal = AbortSignal.timeout(GOOGLE_TIMEOUT_MS);
  const queue = [...legs];
  const answers: Answer[] = [];
  let failure: unknown = null;
  const worker = async () => {
    for (let next = queue.shift(); next && !failure; next = queue.shift()) {
      const [key, [a, b]] = next;
      try {
        const answer = await askOnce(a, b, apiKey, signal);
        const [origin, destination] = key.split('>') as [string, string];
        if (answer) answers.push({ origin, destination, ...answer });
      } catch (error) {
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, legs.length) }, worker));
  if (failure) {
    pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
    const reason = typeof failure === 'object' && 'message' in failure ? String(failure.message) : String(failure);
    console.warn(`[google-routes] drawing the road graph's line for legs Google did not answer: ${reason}`);
  }
  return answers;
}

async function askOnce(a: Point, b: Point, apiKey: string, signal: AbortSignal) {
  const response = await fetch(`${env().GOOGLE_ROUTES_BASE_URL}/directions/v2:computeRoutes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': FIELD_MASK },
    body: JSON.stringify({
      origin: location(a),
      destination: location(b),
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
      polylineQuality: 'OVERVIEW',
    }),
    signal,
  });
  if (!response.ok) throw new Error(`Google Routes answered ${response.status}`);
  const body = (await response.json()) as { routes?: { polyline?: { encodedPolyline?: unknown } }[] };
  const polyline = body.routes?.[0]?.polyline?.encodedPolyline;
  // A line of fewer than two points draws nothing: the road graph's line is drawn instead.
  if (typeof polyline !== 'string' || decodePolyline(polyline).length < 2) return null;
  return { polyline };
}
