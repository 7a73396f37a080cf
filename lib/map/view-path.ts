// Which map view a request asks for, in one place: the map's routes, the proxy's rewrite of a
// view chosen by query string (a GET form without JavaScript, or a shared link) and the cached
// view page all read it here. Every view is an ISR page; what only moves or marks the map (bbox,
// zoom, selected) is left out of the server's page and applied in the browser
// (components/map/map-explorer.tsx), so one cached page serves every visitor of that view.
// Only lib/constants is reached: the proxy reads this module on every request.
import { experienceBySlug, isMapTab, parseMapState, type MapState } from './map-state';

export const MAP_PATH = '/places-to-go/map';
/** The internal path prefix of a view chosen by query string. */
export const MAP_VIEW_PATH = `${MAP_PATH}/view`;

/** The query fields that choose which places a view lists, in the order its segment names them. */
const VIEW_FIELDS = ['tab', 'area', 'experience'] as const;

/** The route segments of a public map path, or null for a path no map route has. */
export type MapSegments = { type?: string; area?: string; experience?: string };

function segmentsOf(pathname: string): MapSegments | null {
  if (pathname === MAP_PATH) return {};
  if (!pathname.startsWith(`${MAP_PATH}/`)) return null;
  const parts = pathname.slice(MAP_PATH.length + 1).split('/');
  if (parts.length > 2 || parts.some((p) => p === '')) return null;
  const [first, second] = parts as [string, string | undefined];
  if (first === 'view') return null;
  if (first === 'experiences' && second) return { experience: second };
  return second ? { type: first, area: second } : { type: first };
}

/**
 * The view of a map route's segments and query, or null when the segments name no view (the
 * route's 404): an unknown tab or experience, or an area slug no area could have.
 */
export function mapViewOf(segments: MapSegments, query: Record<string, string | undefined> = {}): MapState | null {
  if (segments.type !== undefined && !isMapTab(segments.type)) return null;
  if (segments.experience !== undefined && !experienceBySlug(segments.experience)) return null;
  const state = parseMapState(segments, query);
  if (segments.area !== undefined && !state.area) return null;
  return { ...state, bbox: null, zoom: null, selected: null };
}

/** The internal segment of a view: `tab-see_area-gulf-coast_experience-beaches` ('' for all places). */
export function mapViewSegment(state: MapState): string {
  return VIEW_FIELDS.filter((field) => state[field])
    .map((field) => `${field}-${state[field]}`)
    .join('_');
}

/** Reads an internal segment back into a view; null unless it is exactly the one the proxy writes. */
export function mapViewFromSegment(segment: string): MapState | null {
  const query: Record<string, string> = {};
  for (const part of segment.split('_')) {
    const cut = part.indexOf('-');
    if (cut < 1) return null;
    query[part.slice(0, cut)] = part.slice(cut + 1);
  }
  const state = mapViewOf({}, query);
  if (!state || mapViewSegment(state) === '' || mapViewSegment(state) !== segment) return null;
  return state;
}

/**
 * Where the proxy sends a map request whose query string chooses the view (tab, area or
 * experience): the internal path of that view, or the map itself for all places. Undefined for
 * any other request, which its own route serves (bbox, zoom and selected are read in the browser).
 */
export function mapViewPathFor(pathname: string, query: URLSearchParams): string | undefined {
  if (!VIEW_FIELDS.some((field) => query.has(field))) return undefined;
  const segments = segmentsOf(pathname);
  if (!segments) return undefined;
  const fields = Object.fromEntries(VIEW_FIELDS.map((field) => [field, query.get(field) ?? undefined]));
  const state = mapViewOf(segments, fields);
  if (!state) return undefined;
  const segment = mapViewSegment(state);
  return segment ? `${MAP_VIEW_PATH}/${segment}` : MAP_PATH;
}

/** The view a visitor's address asks for beyond the page's own: where the map looks and what is picked. */
export function mapExtrasFrom(search: string): Pick<MapState, 'bbox' | 'zoom' | 'selected'> {
  const query = Object.fromEntries(new URLSearchParams(search));
  const { bbox, zoom, selected } = parseMapState({}, query);
  return { bbox, zoom, selected };
}
