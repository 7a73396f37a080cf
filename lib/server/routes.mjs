import fs from 'node:fs';
import path from 'node:path';

// Requests are counted per app route (/places-to-go/[slug]), not per path: one series per page
// type, however many places there are. The routes come from the build's routes-manifest.json.

// Pages live under app/[locale]/: the router sees an English path as /en/…, a Spanish one as it is
// asked (/es/…). The languages are lib/i18n/locales.ts's (LOCALES), which tests/server/routes.test.ts
// holds this list to: this file is plain JavaScript for the server entry and cannot import it.
const LOCALE_SEGMENT = '/[locale]';
const DEFAULT_LOCALE = 'en';
export const OTHER_LOCALES = ['es'];

/** A page route as counted: the same for both languages, without the language segment. */
const named = (page) => (page === LOCALE_SEGMENT ? '/' : page.slice(LOCALE_SEGMENT.length));
const isPage = (page) => page === LOCALE_SEGMENT || page.startsWith(`${LOCALE_SEGMENT}/`);

/** The path as the router sees it, with its language segment. */
function routerPath(pathname) {
  const first = pathname.split('/')[1] ?? '';
  if (OTHER_LOCALES.includes(first)) return pathname;
  return pathname === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${pathname}`;
}

/**
 * @param {{ staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] }} manifest
 * @returns {(pathname: string) => string}
 */
export function routeMatcher(manifest) {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  // Exact routes first: /api/health before a dynamic /api/[...]; pages apart, matched by their router path.
  const exact = routes.filter((route) => !isPage(route.page) && !route.page.includes('['));
  const dynamic = routes.filter((route) => !isPage(route.page) && route.page.includes('['));
  const pages = routes.filter((route) => isPage(route.page));
  const pagesExact = pages.filter((route) => !route.page.slice(LOCALE_SEGMENT.length).includes('['));
  const pagesDynamic = pages.filter((route) => route.page.slice(LOCALE_SEGMENT.length).includes('['));
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return pathname.split('/').slice(0, 3).join('/');
    // A client navigation asks for the page's .rsc payload: the same route.
    const path = pathname.length > 1 ? pathname.replace(/\.rsc$/, '').replace(/\/$/, '') : pathname;
    for (const route of [...exact, ...dynamic]) if (route.regex.test(path)) return route.page;
    if (/\.\w+$/.test(path)) return 'public file';
    const inRouter = routerPath(path);
    for (const route of [...pagesExact, ...pagesDynamic]) if (route.regex.test(inRouter)) return named(route.page);
    return 'unmatched';
  };
}

/** The matcher for the build in `distDir` (relative to the working folder). */
export function routeMatcherFor(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  return routeMatcher(manifest);
}
