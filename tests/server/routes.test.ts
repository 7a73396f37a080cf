import { routeMatcher } from '@/lib/server/routes.mjs';
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
  ['/favicon.ico', 'public file'],
  ['/wp-admin/setup', 'unmatched'],
])('%s is counted under %s', (pathname, route) => {
  expect(routeOf(pathname)).toBe(route);
});
