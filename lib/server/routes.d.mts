type Route = { page: string; regex: string };

export function routeMatcher(manifest: {
  staticRoutes?: Route[];
  dynamicRoutes?: Route[];
}): (pathname: string) => string;
export function routeMatcherFor(distDir: string): (pathname: string) => string;
/** The site's languages other than English, as lib/i18n/locales.ts names them. */
export const OTHER_LOCALES: string[];
