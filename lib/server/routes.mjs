import fs from 'node:fs';
import path from 'node:path';

// Requests are counted per app route (/places-to-go/[slug]), not per path: one series per page
// type, however many places there are. The routes come from the build's routes-manifest.json.

/**
 * @param {{ staticRoutes?: { page: string; regex: string }[]; dynamicRoutes?: { page: string; regex: string }[] }} manifest
 * @returns {(pathname: string) => string}
 */
export function routeMatcher(manifest) {
  const exact = new Set((manifest.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return (pathname) => {
    if (pathname.startsWith('/_next/static/')) return '/_next/static';
    if (pathname.startsWith('/_next/')) return pathname.split('/').slice(0, 3).join('/');
    // A client navigation asks for the page's .rsc payload: the same route.
    const page = pathname.length > 1 ? pathname.replace(/\.rsc$/, '').replace(/\/$/, '') : pathname;
    if (exact.has(page)) return page;
    for (const route of dynamic) if (route.regex.test(page)) return route.page;
    return /\.\w+$/.test(page) ? 'public file' : 'unmatched';
  };
}

/** The matcher for the build in `distDir` (relative to the working folder). */
export function routeMatcherFor(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'));
  return routeMatcher(manifest);
}
