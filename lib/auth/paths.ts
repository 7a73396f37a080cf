import { splitLocale } from '@/lib/i18n/locales';

/** Public pages that sit under /my-trip/ although /my-trip/{id} needs sign-in. */
const PUBLIC_MY_TRIP_SECTIONS = new Set(['trip-tips', 'staying-safe']);

/** Whether a path needs sign-in (docs/SPEC.md section 6). */
export function requiresSignIn(pathname: string): boolean {
  const path = splitLocale(pathname.replace(/\/+$/, '') || '/').path;
  if (path === '/profile' || path === '/edit-profile' || path === '/vacation-guide-signup') return true;
  if (path === '/my-trip') return true;
  // /my-trip/{id}, /my-trip/list among them, except the public sections.
  const myTrip = /^\/my-trip\/([^/]+)$/.exec(path);
  if (myTrip) return !PUBLIC_MY_TRIP_SECTIONS.has(myTrip[1]!);
  return /^\/trip\/[^/]+$/.test(path) && path !== '/trip/collaborate';
}

/** The trip list of a user: /my-trip/{user id without hyphens} (route mytrip-list). */
export function tripListPath(userId: string): string {
  return `/my-trip/${userId.replace(/-/g, '')}`;
}

/** /my-trip and /my-trip/list send a signed-in user to their own trip list. */
export function isTripListAlias(pathname: string): boolean {
  const path = splitLocale(pathname.replace(/\/+$/, '') || '/').path;
  return path === '/my-trip' || path === '/my-trip/list';
}
