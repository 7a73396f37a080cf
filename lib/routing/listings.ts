// The listing pages whose view is chosen by the query string (filters, page numbers). The proxy
// turns a public URL such as /festivals-and-events?experience=music&page=2 into one internal path
// per view (/festivals-and-events/experience-music_page-2), which is an ISR page: every visitor and
// crawler asking for that view gets the same cached HTML, with the public URL kept in the address
// bar. Only lib/constants is imported: the proxy reads this module on every request.
import { EXPERIENCES } from '@/lib/constants';

/** The last page number a listing accepts; beyond it no list here has pages. */
const MAX_PAGE = 10_000;
/** The view segment of a request that named a value no view has: the page renders its 404. */
export const INVALID_VIEW = 'invalid';

type Field = { name: string; valid: (value: string) => boolean };

const EXPERIENCE_SLUGS = new Set<string>(EXPERIENCES.map((e) => e.slug));

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const from: Field = { name: 'from', valid: isIsoDay };
const to: Field = { name: 'to', valid: isIsoDay };
const experience: Field = { name: 'experience', valid: (v) => EXPERIENCE_SLUGS.has(v) };
// Regions live in the database; the page answers 404 for a well-formed slug that names none.
const region: Field = { name: 'region', valid: (v) => /^[a-z0-9-]{1,80}$/.test(v) };
const page: Field = { name: 'page', valid: (v) => /^[1-9]\d{0,4}$/.test(v) && Number(v) <= MAX_PAGE };

/** Each listing's public path and the query values it reads, in the order its view names them. */
export const LISTINGS = {
  events: { path: '/festivals-and-events', fields: [from, to, experience, region, page] },
  articles: { path: '/articles', fields: [page] },
  roadTrips: { path: '/road-trips/all', fields: [experience, region, page] },
} as const satisfies Record<string, { path: string; fields: readonly Field[] }>;

export type ListingName = keyof typeof LISTINGS;
/** A listing's view: the values it was asked for, page 1 and "any" left out. */
export type ListingView = Partial<Record<'from' | 'to' | 'experience' | 'region' | 'page', string>>;

/** The page number a view shows (1 when it names none). */
export const viewPage = (view: ListingView): number => Number(view.page ?? 1);

/**
 * Reads a public query string into a view. Unknown parameters are dropped, and so are empty values
 * and 'all' (what the filter forms send for "any", docs/SPEC.md section 7); a known parameter with a value no view
 * has makes the view invalid (the page's 404). A date range given backwards is read the right way round.
 */
export function viewFromQuery(name: ListingName, query: URLSearchParams): ListingView | typeof INVALID_VIEW {
  const view: ListingView = {};
  for (const field of LISTINGS[name].fields) {
    const raw = query.get(field.name)?.trim().toLowerCase();
    if (raw === undefined || raw === '' || raw === 'all') continue;
    if (!field.valid(raw)) return INVALID_VIEW;
    view[field.name as keyof ListingView] = raw;
  }
  if (view.page === '1') delete view.page;
  if (view.from && view.to && view.to < view.from) [view.from, view.to] = [view.to, view.from];
  return view;
}

/** The internal path segment of a view ('' for the listing's first, unfiltered page). */
export function viewSegment(name: ListingName, view: ListingView): string {
  return LISTINGS[name].fields
    .filter((field) => view[field.name as keyof ListingView])
    .map((field) => `${field.name}-${view[field.name as keyof ListingView]}`)
    .join('_');
}

/**
 * Reads an internal segment back into a view; null unless it is exactly the segment the proxy
 * would write for that view, so each view has one path and one cache entry.
 */
export function viewFromSegment(name: ListingName, segment: string): ListingView | null {
  if (!segment || segment === INVALID_VIEW) return null;
  const query = new URLSearchParams();
  for (const part of segment.split('_')) {
    const cut = part.indexOf('-');
    if (cut < 1) return null;
    query.append(part.slice(0, cut), part.slice(cut + 1));
  }
  const view = viewFromQuery(name, query);
  if (view === INVALID_VIEW || viewSegment(name, view) !== segment) return null;
  return view;
}

/** The public URL of a view (path and canonical query), for canonical links. */
export function publicUrlOf(name: ListingName, view: ListingView): string {
  const params = new URLSearchParams();
  for (const field of LISTINGS[name].fields) {
    const value = view[field.name as keyof ListingView];
    if (value) params.set(field.name, value);
  }
  const qs = params.toString();
  return qs ? `${LISTINGS[name].path}?${qs}` : LISTINGS[name].path;
}

/**
 * Where the proxy sends a request for a listing: the internal path of its view, the listing itself
 * (first unfiltered page, prerendered), or undefined for any other path. An internal path asked
 * for directly is left alone: Next runs the proxy again on the rewritten path, and the view page
 * answers 404 for any segment the proxy would not write (its canonical link names the public URL).
 */
export function listingPathFor(pathname: string, query: URLSearchParams): string | undefined {
  for (const [name, listing] of Object.entries(LISTINGS) as [ListingName, (typeof LISTINGS)[ListingName]][]) {
    if (pathname !== listing.path) continue;
    const view = viewFromQuery(name, query);
    if (view === INVALID_VIEW) return `${listing.path}/${INVALID_VIEW}`;
    const segment = viewSegment(name, view);
    return segment ? `${listing.path}/${segment}` : listing.path;
  }
  return undefined;
}
