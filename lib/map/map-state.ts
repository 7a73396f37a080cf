import { EXPERIENCES, MAP_TABS, type MapTab } from '@/lib/constants';

/** A map view as the URL holds it, so any view can be shared. */
export type MapState = {
  tab: MapTab | null;
  area: string | null;
  experience: string | null;
  /** [west, south, east, north] */
  bbox: [number, number, number, number] | null;
  zoom: number | null;
  selected: number | null;
};

export const EMPTY_MAP_STATE: MapState = {
  tab: null,
  area: null,
  experience: null,
  bbox: null,
  zoom: null,
  selected: null,
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isMapTab(value: string | undefined | null): value is MapTab {
  return (MAP_TABS as readonly string[]).includes(value ?? '');
}

export function experienceBySlug(slug: string | null) {
  return EXPERIENCES.find((e) => e.slug === slug) ?? null;
}

function parseBbox(raw: string | undefined): MapState['bbox'] {
  const parts = (raw ?? '').split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [w, s, e, n] = parts as [number, number, number, number];
  if (w < -180 || e > 180 || s < -90 || n > 90 || w >= e || s >= n) return null;
  return [w, s, e, n];
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads the state from the route segments and the query string; anything malformed is dropped. */
export function parseMapState(
  segments: { type?: string; area?: string; experience?: string },
  query: Record<string, string | string[] | undefined>,
): MapState {
  const tab = segments.experience
    ? 'experiences'
    : isMapTab(segments.type)
      ? segments.type
      : isMapTab(first(query.tab))
        ? (first(query.tab) as MapTab)
        : null;
  const area = segments.area ?? first(query.area) ?? null;
  const experience = segments.experience ?? first(query.experience) ?? null;
  const zoom = Number(first(query.zoom));
  const selected = Number(first(query.selected));
  return {
    tab,
    area: area && SLUG.test(area) ? area : null,
    experience: experienceBySlug(experience) ? experience : null,
    bbox: parseBbox(first(query.bbox)),
    zoom: Number.isInteger(zoom) && zoom >= 1 && zoom <= 20 ? zoom : null,
    selected: Number.isInteger(selected) && selected > 0 ? selected : null,
  };
}

/** The canonical URL of a view: tab, area and experience in the path, the rest in the query. */
export function mapHref(state: MapState): string {
  let path = '/places-to-go/map';
  const query = new URLSearchParams();
  if (state.tab === 'experiences' && state.experience) {
    path += `/experiences/${state.experience}`;
    if (state.area) query.set('area', state.area);
  } else if (state.tab) {
    path += `/${state.tab}`;
    if (state.area) path += `/${state.area}`;
    if (state.experience) query.set('experience', state.experience);
  } else {
    if (state.area) query.set('area', state.area);
    if (state.experience) query.set('experience', state.experience);
  }
  if (state.bbox) query.set('bbox', state.bbox.map((n) => n.toFixed(4)).join(','));
  if (state.zoom) query.set('zoom', String(state.zoom));
  if (state.selected) query.set('selected', String(state.selected));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The query string of GET /prod/filterLocations for a view (the trips tab is not a filter). */
export function filterQuery(state: MapState, limit: number): URLSearchParams {
  const query = new URLSearchParams({ limit: String(limit) });
  if (state.tab && state.tab !== 'experiences' && state.tab !== 'trips') query.set('type', state.tab);
  if (state.area) query.set('area', state.area);
  const experience = experienceBySlug(state.experience);
  if (experience) query.set('experience_types', String(experience.id));
  if (state.bbox) {
    const [w, s, e, n] = state.bbox;
    query.set('min_longitude', String(w));
    query.set('min_latitude', String(s));
    query.set('max_longitude', String(e));
    query.set('max_latitude', String(n));
  }
  return query;
}
