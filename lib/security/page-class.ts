// The proxy, the service worker, the benches and the tests all read this list: its one import is
// relative and has no imports of its own, so tsx and esbuild read it as it is.
import { splitLocale } from '../i18n/locales';

/**
 * Paths whose HTML differs per visitor or reflects the request (account, trips, forms). They
 * render per request and keep the nonce CSP; every other page comes from the ISR cache with the cached-page policy (docs/SECURITY.md).
 * Each of these pages awaits connection() or reads searchParams, so none is ever prerendered:
 * a prerendered page carries no nonce and would not hydrate under the nonce policy.
 */
export const PER_VISITOR_PATHS: RegExp[] = [
  /^\/(profile|edit-profile|login|sign-in|signup|forgot-password|forgot-password-confirmation|confirmation)$/,
  /^\/(create-a-trip|edit-trip)$/,
  /^\/my-trip$/,
  /^\/my-trip\/(list|\d+)$/,
  /^\/trip\//,
  // An editor's preview of a change request is not public content.
  /^\/upcoming-events\/[^/]+\/[^/]+$/,
  /^\/(subscribe|vacation-guide-signup|subscribers\/thanks|vacation_guide_orders\/thanks)$/,
  // Pages that read their query string are not listed: the listings (/festivals-and-events,
  // /articles, /road-trips/all), the map and /search?q= are cached, the proxy rewriting each view
  // to a path of its own (lib/routing/listings.ts, lib/map/view-path.ts, lib/search/view-path.ts).
  /^\/api\//,
  /^\/idp(\/|$)/,
  /^\/dev\//,
];

export type PageClass = 'cached' | 'per-visitor';

export function pageClassOf(pathname: string): PageClass {
  const { path } = splitLocale(pathname);
  return PER_VISITOR_PATHS.some((pattern) => pattern.test(path)) ? 'per-visitor' : 'cached';
}
