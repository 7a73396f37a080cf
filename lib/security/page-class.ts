// No imports: the proxy, the benches and the tests all read this list.

/**
 * Paths whose HTML differs per visitor or reflects the request (search, account, trips, forms,
 * the map, which reads its query string). They render per request and keep the nonce CSP; every
 * other page comes from the ISR cache with the cached-page policy (docs/SECURITY.md).
 * Each of these pages awaits connection() or reads searchParams, so none is ever prerendered:
 * a prerendered page carries no nonce and would not hydrate under the nonce policy.
 */
export const PER_VISITOR_PATHS: RegExp[] = [
  /^\/search$/,
  /^\/(profile|edit-profile|login|sign-in|signup|forgot-password|forgot-password-confirmation|confirmation)$/,
  /^\/(create-a-trip|edit-trip)$/,
  /^\/my-trip$/,
  /^\/my-trip\/(list|\d+)$/,
  /^\/trip\//,
  // An editor's preview of a change request is not public content.
  /^\/upcoming-events\/[^/]+\/[^/]+$/,
  /^\/(subscribe|newsletter|vacation-guide-signup|subscribers\/thanks|vacation_guide_orders\/thanks)$/,
  // Its HTML depends on the query string (map state). The listings that read theirs
  // (/festivals-and-events, /articles, /road-trips/all) are cached: the proxy rewrites each view
  // to a path of its own (lib/routing/listings.ts).
  /^\/places-to-go\/map(\/|$)/,
  /^\/api\//,
  /^\/idp(\/|$)/,
  /^\/dev\//,
];

export type PageClass = 'cached' | 'per-visitor';

export function pageClassOf(pathname: string): PageClass {
  return PER_VISITOR_PATHS.some((pattern) => pattern.test(pathname)) ? 'per-visitor' : 'cached';
}
