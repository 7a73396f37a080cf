import { OVERLAY_FRAME } from '@/lib/map/county-overlay';
import type { DayRoute } from '@/lib/trip-planner/day-routes';
import type { Point } from '@/lib/trip-planner/geo';
import { ENGLISH_MAP_TEXT, type MapText } from '@/lib/trip-planner/map-messages';

/**
 * The frame of a route map drawn as SVG: a viewBox in the county picture's own units (so the
 * picture is placed once, never re-projected), fitted to the routes with room for every marker.
 * Sizes are given in pixels of a map NOMINAL_WIDTH_PX wide and scale with it: the frame holds
 * its markers whatever size the map is shown or printed at.
 */

export const NOMINAL_WIDTH_PX = 480;
export const MARKER_RADIUS_PX = 11;
const MARKER_OUTLINE_PX = 2;
/** Clear space between a marker's edge and the frame's. */
export const FRAME_MARGIN_PX = 6;
const PAD_PX = MARKER_RADIUS_PX + MARKER_OUTLINE_PX + FRAME_MARGIN_PX;
/** A day in one town still shows its neighbourhood: at least this much of the picture across (about 0.45° of longitude). */
const MIN_SPAN = 120;
/** Width over height, kept between these so a north-south day is not a sliver. */
const MIN_ASPECT = 0.75;
const MAX_ASPECT = 1.5;

export type MarkerKind = 'stop' | 'start' | 'end' | 'base';
export type PlacedMarker = {
  kind: MarkerKind;
  label: string;
  color: string;
  title: string;
  /** Where the place is, and where its marker is drawn (moved aside when it would cover another). */
  at: [number, number];
  drawn: [number, number];
};
export type RouteFrame = {
  x: number;
  y: number;
  width: number;
  height: number;
  /** viewBox units per nominal pixel. */
  unit: number;
  lines: { day: number; color: string; dash: string; points: string }[];
  markers: PlacedMarker[];
};

export const project = (p: Point) => OVERLAY_FRAME.project(p.lat, p.lng);

type MarkerSpec = Omit<PlacedMarker, 'at' | 'drawn'> & { point: Point };

/** The markers a map of these days shows: the start, every numbered stop, overnight bases, the end. */
export function markerSpecs(
  days: DayRoute[],
  { whole, text = ENGLISH_MAP_TEXT }: { whole: boolean; text?: MapText },
): MarkerSpec[] {
  if (days.length === 0) return [];
  const first = days[0]!;
  const last = days.at(-1)!;
  const NAVY = '#1d3557';
  const specs: MarkerSpec[] = [
    { kind: 'start', label: 'S', color: NAVY, title: text('start', { name: first.from.name }), point: first.from },
  ];
  for (const day of days) {
    for (const stop of day.stops)
      specs.push({
        kind: 'stop',
        label: String(stop.number),
        color: day.color,
        title: `${stop.number}. ${stop.name}`,
        point: stop,
      });
    if (whole && day.base && day !== last)
      specs.push({
        kind: 'base',
        label: 'B',
        color: NAVY,
        title: text('overnight', { name: day.base.name }),
        point: day.base,
      });
  }
  // A day that ends at its last stop shows that stop's number, not an end marker over it.
  const endsAtStop = last.stops.length > 0 && samePoint(last.stops.at(-1)!, last.to);
  if (endsAtStop) return specs;
  // A single day that stops for the night at a base ends at it: the map marks it as the base.
  const base = !whole && last.base ? last.base : null;
  specs.push(
    base
      ? { kind: 'base', label: 'B', color: NAVY, title: text('overnight', { name: base.name }), point: base }
      : { kind: 'end', label: 'E', color: NAVY, title: text('end', { name: last.to.name }), point: last.to },
  );
  return specs;
}

const samePoint = (a: Point, b: Point) => a.lat === b.lat && a.lng === b.lng;

/** Fits the frame to the days' lines and markers, then places the markers so none covers another. */
export function routeFrame(days: DayRoute[], { whole, text }: { whole: boolean; text?: MapText }): RouteFrame {
  const specs = markerSpecs(days, { whole, text });
  const projected = days.map((d) => d.path.map(project));
  const at = specs.map((s) => project(s.point));
  const xy = [...projected.flat(), ...at];
  if (xy.length === 0) xy.push(project({ lat: 32.8, lng: -86.8 }));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let cw = Math.max(x1 - x0, MIN_SPAN);
  let ch = Math.max(y1 - y0, MIN_SPAN / MAX_ASPECT);
  if (cw / ch > MAX_ASPECT) ch = cw / MAX_ASPECT;
  if (cw / ch < MIN_ASPECT) cw = ch * MIN_ASPECT;
  // The padding is a share of the final width: W = cw + 2 * PAD_PX * (W / NOMINAL_WIDTH_PX).
  const width = cw / (1 - (2 * PAD_PX) / NOMINAL_WIDTH_PX);
  const unit = width / NOMINAL_WIDTH_PX;
  const pad = PAD_PX * unit;
  const height = ch + 2 * pad;
  const x = (x0 + x1) / 2 - width / 2;
  const y = (y0 + y1) / 2 - height / 2;
  const frame = { x, y, width, height };
  return {
    ...frame,
    unit,
    lines: days.map((d, i) => ({
      day: d.day,
      color: d.color,
      dash: d.dash
        .split(' ')
        .filter(Boolean)
        .map((n) => round(Number(n) * unit))
        .join(' '),
      points: projected[i]!.map(([px, py]) => `${round(px)},${round(py)}`).join(' '),
    })),
    markers: placeMarkers(specs, at, frame, unit),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Markers in order; one that would cover a marker already placed moves to the nearest free spot
 * on a ring around its place (a thin line joins them), and every marker stays inside the frame.
 */
function placeMarkers(
  specs: MarkerSpec[],
  at: [number, number][],
  frame: { x: number; y: number; width: number; height: number },
  unit: number,
): PlacedMarker[] {
  const r = (MARKER_RADIUS_PX + MARKER_OUTLINE_PX / 2) * unit;
  const inset = (MARKER_RADIUS_PX + MARKER_OUTLINE_PX + FRAME_MARGIN_PX) * unit;
  const clamp = ([px, py]: [number, number]): [number, number] => [
    Math.min(Math.max(px, frame.x + inset), frame.x + frame.width - inset),
    Math.min(Math.max(py, frame.y + inset), frame.y + frame.height - inset),
  ];
  const placed: [number, number][] = [];
  const free = (p: [number, number]) => placed.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) >= 2 * r);
  return specs.map((spec, i) => {
    const home = clamp(at[i]!);
    let drawn = home;
    if (!free(home)) {
      search: for (let ring = 1; ring <= 4; ring += 1)
        for (let k = 0; k < 8 * ring; k += 1) {
          const angle = -Math.PI / 2 + (2 * Math.PI * k) / (8 * ring);
          const spot = clamp([home[0] + Math.cos(angle) * 2.1 * r * ring, home[1] + Math.sin(angle) * 2.1 * r * ring]);
          if (free(spot)) {
            drawn = spot;
            break search;
          }
        }
    }
    placed.push(drawn);
    const { kind, label, color, title } = spec;
    return { kind, label, color, title, at: at[i]!, drawn: [round(drawn[0]), round(drawn[1])] };
  });
}
