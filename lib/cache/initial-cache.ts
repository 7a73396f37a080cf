// The build's prerendered pages into the shared cache at start. Next reads its prerendered files
// only through its own cache, never through a custom handler: without this, a copy started on a
// fresh Redis would render every page again on its first request.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type RouteKind = 'APP_PAGE' | 'APP_ROUTE';
type PrerenderManifest = { routes: Record<string, { srcRoute?: string | null; dataRoute?: string | null }> };

/**
 * Next 16 files a prerendered page in its cache under a key of its own,
 * `/route-cache/<kind>/<sha256 of the route's app path>/$<path>` (next/dist/server/lib/route-cache-key),
 * while the library's loader writes it under its path: a page loaded that way was never read, and
 * its first request rendered it again (a MISS). This maps each prerendered path, as the loader
 * names it, to the key Next asks for, using Next's own key function. Next (checked against
 * 16.4.6) exports neither that function nor the normalizer that turns an app path into its route,
 * and @fortedigital/nextjs-cache-handler (3.3.0) does not know the key, so this module is the one
 * place that imports them; the cluster check (tests/cluster/cluster.mjs) fails if they move.
 */
async function routeCacheKeys(buildDir: string): Promise<Map<string, string>> {
  const { getRouteCacheKey } = await import('next/dist/server/lib/route-cache-key.js');
  const { AppPathnameNormalizer } = await import('next/dist/server/normalizers/built/app/app-pathname-normalizer.js');
  const normalizer = new AppPathnameNormalizer();
  const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as T;
  // The app path that owns each route ('/upcoming-events/[id]/page'), by route ('/upcoming-events/[id]') and kind.
  const owners = new Map<string, string>();
  for (const appPath of Object.keys(read<Record<string, string>>('server/app-paths-manifest.json'))) {
    const kind: RouteKind | null = appPath.endsWith('/page')
      ? 'APP_PAGE'
      : appPath.endsWith('/route')
        ? 'APP_ROUTE'
        : null;
    if (kind) owners.set(`${kind} ${normalizer.normalize(appPath)}`, appPath);
  }
  const keys = new Map<string, string>();
  for (const [pathname, route] of Object.entries(read<PrerenderManifest>('prerender-manifest.json').routes)) {
    const kind: RouteKind = route.dataRoute ? 'APP_PAGE' : 'APP_ROUTE';
    const sourceRoute = owners.get(`${kind} ${route.srcRoute ?? pathname}`);
    if (!sourceRoute) continue;
    const key = getRouteCacheKey(pathname, { kind, sourceRoute } as Parameters<typeof getRouteCacheKey>[1]);
    keys.set(pathname === '/' ? '/index' : pathname, key);
  }
  return keys;
}

/** With REDIS_URL, writes the build's prerendered pages, routes and fetches into Redis, keeping entries already there. */
export async function loadPrerenderedPages(): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const buildDir = process.env.NEXT_DIST_DIR || '.next';
  // Pages built for another address name it: they render for this one on their first request.
  const { servesBuiltPages } = await import('./site-scope.mjs');
  if (!servesBuiltPages(path.join(/*turbopackIgnore: true*/ process.cwd(), buildDir))) return;
  const started = Date.now();
  try {
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation');
    const { RedisCacheHandler: CacheHandler } = await import('./handler.mjs');
    const keys = await routeCacheKeys(path.join(/*turbopackIgnore: true*/ process.cwd(), buildDir));
    // Pages and routes under the keys Next reads; fetch-cache entries keep theirs.
    class RouteKeyedCacheHandler extends CacheHandler {
      set(...[key, ...rest]: Parameters<InstanceType<typeof CacheHandler>['set']>) {
        return super.set(keys.get(key) ?? key, ...rest);
      }
    }
    // A copy starting beside running ones must not put back a page they have since regenerated.
    await registerInitialCache(RouteKeyedCacheHandler, { buildDir, setOnlyIfNotExists: true });
    console.log(`[cache] ${keys.size} prerendered pages and routes loaded into Redis in ${Date.now() - started} ms`);
  } catch (error) {
    // Not fatal: each page then renders once on its first request, and is shared from then on.
    console.error(
      '[cache] could not load the prerendered pages into Redis:',
      error instanceof Error ? error.message : error,
    );
  }
}
