type Route = { page: string; regex: string };

export function routeMatcher(manifest: {
  staticRoutes?: Route[];
  dynamicRoutes?: Route[];
}): (pathname: string) => string;
export function routeMatcherFor(distDir: string): (pathname: string) => string;
