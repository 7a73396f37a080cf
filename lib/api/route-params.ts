// No imports: the proxy reads this table on every request to an API path.

/**
 * Every API route with a dynamic segment, as its folder path under app/. The proxy names the
 * parameter of an unsafe segment from it; tests/security/route-params.test.ts checks it against
 * the app/ tree, so a new route fails that test until it is listed here.
 */
export const API_ROUTE_PATTERNS = [
  '/api/auth/[...nextauth]',
  '/api/content/[slug]',
  '/api/events/[slug]/ics',
  '/api/road-trips/[id]/save',
  '/api/trips/[id]',
  '/api/trips/[id]/collaborators',
  '/api/trips/[id]/export',
  '/api/trips/[id]/invites',
  '/api/trips/[id]/share',
  '/prod/trips/[tripId]',
  '/prod/visitors/[userId]',
  '/prod/visitors/[userId]/favourites',
  '/prod/visitors/[userId]/trips',
] as const;

/** The paths whose answers are JSON: a bad request there is a 400 naming the parameter, not a page. */
export const API_PREFIXES = ['/api', '/prod', '/idp'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

const DYNAMIC = /^\[(\.\.\.)?(.+)\]$/;

/** The parameter name of each segment of `segments` under `pattern`, or null when it does not match. */
function namesUnder(pattern: string, segments: string[]): (string | undefined)[] | null {
  const parts = pattern.split('/');
  const names: (string | undefined)[] = [];
  for (const [i, part] of parts.entries()) {
    const dynamic = DYNAMIC.exec(part);
    if (dynamic?.[1]) {
      // A catch-all takes this segment and every one after it.
      if (segments.length <= i) return null;
      return [...names, ...segments.slice(i).map(() => dynamic[2])];
    }
    if (i >= segments.length) return null;
    if (dynamic) names.push(dynamic[2]);
    else if (part === segments[i]) names.push(undefined);
    else return null;
  }
  return parts.length === segments.length ? names : null;
}

/**
 * The name of the route parameter at segment `index` of `pathname` (segments split on `/`), by
 * the pattern that matches its static segments; `path` when none does (a static segment that is
 * not valid, or a route missing from the table).
 */
export function parameterAt(pathname: string, index: number): string {
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  for (const pattern of API_ROUTE_PATTERNS) {
    const name = namesUnder(pattern, segments)?.[index];
    if (name) return name;
  }
  return 'path';
}
