import { LOCALES } from '@/lib/i18n/locales';
import { OTHER_LOCALES as ROUTE_LOCALES_OTHER, routeMatcher } from '@/lib/server/routes.mjs';
import { MANIFEST } from './support/listener';

// Requests are counted and logged per app route, so a metric has one series per page type.
const routeOf = routeMatcher(MANIFEST);

it.each([
  ['/', '/'],
  ['/road-trips', '/road-trips'],
  ['/road-trips/', '/road-trips'],
  ['/places-to-go/desoto-falls', '/places-to-go/[slug]'],
  ['/places-to-go/desoto-falls.rsc', '/places-to-go/[slug]'],
  ['/_next/static/chunks/abc123.js', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/es', '/'],
  ['/es/road-trips', '/road-trips'],
  ['/es/places-to-go/desoto-falls', '/places-to-go/[slug]'],
  ['/api/health', '/api/health'],
  ['/favicon.ico', 'public file'],
  // A path that names no page is served by the not-found page of its language.
  ['/wp-admin/setup', '/[...missing]'],
])('%s is counted under %s', (pathname, route) => {
  expect(routeOf(pathname)).toBe(route);
});

it('knows the same languages as the site', () => {
  expect(['en', ...ROUTE_LOCALES_OTHER]).toEqual([...LOCALES]);
});
