import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Google Routes API answers, one row per ordered pair of points (lib/trip-planner/google-routes.ts).
 * Points are "lat,lng" rounded to 5 decimals (about a metre). Null metres and seconds record that
 * Google found no route, so the pair is not asked again while the row is fresh. Rows older than
 * ROUTE_CACHE_DAYS are never read and are deleted on the next write.
 */
export const routeCache = pgTable(
  'route_cache',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    meters: integer('meters'),
    seconds: integer('seconds'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.origin, t.destination] }),
    index('route_cache_fetched_idx').on(t.fetchedAt),
    check(
      'route_cache_figures',
      sql`(${t.meters} IS NULL AND ${t.seconds} IS NULL) OR (${t.meters} >= 0 AND ${t.seconds} >= 0)`,
    ),
  ],
);

/**
 * The line of a drive as Google draws it (an encoded polyline), per ordered pair of points, for the
 * trip maps (lib/trip-planner/google-polylines.ts); kept under the same 30-day rule as route_cache.
 */
export const routeLines = pgTable(
  'route_lines',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    polyline: text('polyline').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination] }), index('route_lines_fetched_idx').on(t.fetchedAt)],
);
