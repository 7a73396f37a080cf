import { pathsWith, type KnownPath } from './polyline';
import type { Point } from './geo';
import { drivePath } from './roads';
import { ENGLISH_MAP_TEXT, type MapText } from './map-messages';

/**
 * A trip's route per day, for the maps that draw it (day-route-map.tsx, trip-route-map.tsx): each
 * day's line along the road graph, its stops numbered across the whole trip, and a colour and dash
 * pattern of its own. Pure and client-safe, so the editor can redraw as stops move.
 */

export type NamedPoint = Point & { name: string };
/** What the maps need of an itinerary; an Itinerary's days (itinerary.ts) fit as they are. */
export type DayRouteInput = {
  begin: NamedPoint;
  end: NamedPoint;
  days: {
    day: number;
    stops: NamedPoint[];
    /** Where the day ends for the night and the next day starts, when the traveller chose one. */
    base?: NamedPoint | null;
  }[];
};
export type RouteStop = NamedPoint & { number: number };
export type DayRoute = {
  day: number;
  color: string;
  /** An SVG/Leaflet stroke-dasharray in pixels ('' for a solid line), so colour is not the only cue. */
  dash: string;
  /** The dash pattern in words, for the legend. */
  lineStyle: string;
  /** Where the day starts and ends: the trip's begin or end, a base, or the stop before. */
  from: NamedPoint;
  to: NamedPoint;
  /** The overnight base the day ends at, when it ends at one (never on the last day). */
  base: NamedPoint | null;
  stops: RouteStop[];
  /** The day's drive as one line along the roads; a single point when the day goes nowhere. */
  path: Point[];
};

/**
 * Dark enough for 3:1 against the land (#f4efe3) and the water (#cfe3f0), and for white stop
 * numbers on them at 4.5:1; hues far apart so neighbouring days differ. Checked in day-routes.test.ts.
 */
export const DAY_COLORS = ['#0b5394', '#b3261e', '#1b7a3a', '#6a1b9a', '#a65300', '#007c80', '#c2185b', '#474747'];
/** Three patterns against eight colours: no two of the first 24 days share both. */
export const DAY_DASHES: { dash: string; lineStyle: string }[] = [
  { dash: '', lineStyle: 'solid line' },
  { dash: '10 5', lineStyle: 'dashed line' },
  { dash: '2 5', lineStyle: 'dotted line' },
];

export function dayStyle(day: number): { color: string; dash: string; lineStyle: string } {
  const i = Math.max(0, day - 1);
  return { color: DAY_COLORS[i % DAY_COLORS.length]!, ...DAY_DASHES[i % DAY_DASHES.length]! };
}

// Legs already drawn, by their two ends: moving one stop in the editor redraws only its two legs.
const LEG_CACHE_SIZE = 2000;
const legCache = new Map<string, Point[]>();
const keyOf = (a: Point, b: Point) => `${a.lat},${a.lng};${b.lat},${b.lng}`;

/** The road line between two points, remembered (drivePath runs a Dijkstra on the road graph). */
export function legPath(a: Point, b: Point): Point[] {
  const key = keyOf(a, b);
  let path = legCache.get(key);
  if (!path) {
    path = drivePath(a, b);
    if (legCache.size >= LEG_CACHE_SIZE) legCache.delete(legCache.keys().next().value!);
    legCache.set(key, path);
  }
  return path;
}

const samePlace = (a: Point, b: Point) => a.lat === b.lat && a.lng === b.lng;
const named = (p: NamedPoint): NamedPoint => ({ name: p.name, lat: p.lat, lng: p.lng });

/**
 * Each day's route: day 1 leaves the trip's begin, every later day leaves where the day before
 * ended (its base, else its last stop), and the last day ends at the trip's end, as the itinerary
 * plans them (itinerary.ts). `path` is the leg line to use (the cached road line by default).
 */
export function dayRoutes(input: DayRouteInput, path: (a: Point, b: Point) => Point[] = legPath): DayRoute[] {
  let here: NamedPoint = named(input.begin);
  let number = 0;
  return input.days.map((day, i) => {
    const from = here;
    const last = i === input.days.length - 1;
    const stops = day.stops.map((s) => ({ number: (number += 1), ...named(s) }));
    const to = last ? named(input.end) : day.base ? named(day.base) : (stops.at(-1) ?? from);
    const line: Point[] = [{ lat: from.lat, lng: from.lng }];
    for (const point of [...stops, to]) {
      const previous = line.at(-1)!;
      if (samePlace(previous, point)) continue;
      // Each leg starts where the last one ended: drop its first point.
      for (const p of path(previous, point).slice(1)) line.push({ lat: p.lat, lng: p.lng });
    }
    here = named(to);
    const base = !last && day.base ? named(day.base) : null;
    return { day: day.day, ...dayStyle(day.day), from, to: here, base, stops, path: line };
  });
}

export type Bounds = { south: number; west: number; north: number; east: number };

/** The box around the days' lines, stops and ends; null for no days. */
export function routeBounds(days: DayRoute[]): Bounds | null {
  const points = days.flatMap((d) => [...d.path, ...d.stops, d.from, d.to]);
  if (points.length === 0) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** "Day 2: Birmingham to Montgomery, 3 stops" (the map's name for screen readers and its caption). */
export function daySummary(route: DayRoute, text: MapText = ENGLISH_MAP_TEXT): string {
  const count = route.stops.length;
  const stops = text('stops', { count });
  return samePlace(route.from, route.to) && count === 0
    ? text('dayAt', { day: route.day, place: route.from.name, stops })
    : text('dayFromTo', { day: route.day, from: route.from.name, to: route.to.name, stops });
}

/** A trip page's routes: Google's line for each leg it knows (with a key), the road graph's for the rest. */
export function tripRoutes(view: {
  begin: NamedPoint;
  end: NamedPoint;
  itinerary: { days: DayRouteInput['days'] };
  paths: readonly KnownPath[];
}): DayRoute[] {
  return dayRoutes({ begin: view.begin, end: view.end, days: view.itinerary.days }, pathsWith(view.paths, legPath));
}
