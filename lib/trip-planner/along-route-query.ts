import { z } from 'zod';
import { text } from '@/lib/validation/fields';
import type { Point } from './geo';

/**
 * GET /api/along-route: its query, its answer and the address the editor asks. Client-safe; the
 * route handler and the "Along the way" panel both read it.
 */

export const ALONG_ROUTE_KINDS = ['eat', 'stay', 'see'] as const;
export type AlongRouteKind = (typeof ALONG_ROUTE_KINDS)[number];
/** A start, 25 stops and an end: the most one day of the editor holds. */
export const ALONG_ROUTE_MAX_POINTS = 27;
export const ALONG_ROUTE_MIN_MILES = 1;
export const ALONG_ROUTE_MAX_MILES = 50;
/** The distances the panel offers, in miles. */
export const ALONG_ROUTE_MILES = [5, 10, 25] as const;
export const ALONG_ROUTE_DEFAULT_MILES = 10;
/** The most places one answer lists. */
export const ALONG_ROUTE_MAX_PLACES = 30;
/** The most slugs of places already on the trip that one request leaves out. */
export const ALONG_ROUTE_MAX_EXCLUDED = 100;

/** One place in the answer: the site's own, with what it adds to the day. */
export type AlongRoutePlace = {
  id: number;
  slug: string;
  name: string;
  kind: AlongRouteKind;
  city: string;
  lat: number;
  lng: number;
  /** Whole minutes of extra driving at its best position. */
  detourMinutes: number;
  /** The index in the day's points after which it fits best (0: straight after the start). */
  insertAfter: number;
  /** Miles from the day's route line, to one decimal. */
  miles: number;
};
export type AlongRouteAnswer = { places: AlongRoutePlace[] };

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/**
 * A list in one query parameter, each item parsed by `item` (undefined: refused). Problems are
 * reported on the parameter itself, so a 400 names `points`, never `points.3`.
 */
function listParam<T>(separator: string, max: number, what: string, item: (part: string) => T | undefined) {
  return text({ error: 'is required' })
    .max(max * 240, 'is too long')
    .transform((value, ctx) => {
      const parts = value
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean);
      const items = parts.map(item);
      let message: string | undefined;
      if (parts.length === 0) message = 'must not be empty';
      else if (parts.length > max) message = `must list at most ${max} ${what}`;
      else if (items.some((i) => i === undefined)) message = `must be ${what} separated by "${separator}"`;
      if (message === undefined) return items as T[];
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    });
}

function parsePoint(part: string): Point | undefined {
  const [lat, lng, ...rest] = part.split(',').map((n) => n.trim());
  if (rest.length > 0 || !lat || !lng || !NUMBER.test(lat) || !NUMBER.test(lng)) return undefined;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : undefined;
}

export const AlongRouteQuerySchema = z.object({
  points: listParam(';', ALONG_ROUTE_MAX_POINTS, 'lat,lng points', parsePoint),
  miles: text()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,6})?$/, 'must be a number of miles')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(ALONG_ROUTE_MIN_MILES, `must be between ${ALONG_ROUTE_MIN_MILES} and ${ALONG_ROUTE_MAX_MILES}`)
        .max(ALONG_ROUTE_MAX_MILES, `must be between ${ALONG_ROUTE_MIN_MILES} and ${ALONG_ROUTE_MAX_MILES}`),
    )
    .default(ALONG_ROUTE_DEFAULT_MILES),
  kind: z.enum(ALONG_ROUTE_KINDS, { error: `must be one of ${ALONG_ROUTE_KINDS.join(', ')}` }),
  // Sent empty, it leaves nothing out.
  exclude: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    listParam(',', ALONG_ROUTE_MAX_EXCLUDED, 'place slugs', (part) => (SLUG.test(part) ? part : undefined)).optional(),
  ),
});
export type AlongRouteQuery = z.infer<typeof AlongRouteQuerySchema>;

const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** The address that asks for places along a day's points. */
export function alongRouteUrl(query: {
  points: Point[];
  miles: number;
  kind: AlongRouteKind;
  exclude?: string[];
}): string {
  const params = new URLSearchParams({
    points: query.points.map((p) => `${coordinate(p.lat)},${coordinate(p.lng)}`).join(';'),
    miles: String(query.miles),
    kind: query.kind,
  });
  const exclude = query.exclude?.slice(0, ALONG_ROUTE_MAX_EXCLUDED);
  if (exclude?.length) params.set('exclude', exclude.join(','));
  return `/api/along-route?${params}`;
}
