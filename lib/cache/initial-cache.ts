// The build's prerendered pages into the shared cache at start. Next reads its prerendered files
// only through its own cache, never through a custom handler: without this, a copy started on a
// fresh Redis would render every page again on its first request.

/** With REDIS_URL, writes the build's prerendered pages, routes and fetches into Redis, keeping entries already there. */
export async function loadPrerenderedPages(): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const started = Date.now();
  try {
    const { registerInitialCache } = await import('@fortedigital/nextjs-cache-handler/instrumentation');
    const { default: CacheHandler } = await import('./handler.mjs');
    // A copy starting beside running ones must not put back a page they have since regenerated.
    await registerInitialCache(CacheHandler, { buildDir: process.env.NEXT_DIST_DIR || '.next', setOnlyIfNotExists: true });
    console.log(`[cache] prerendered pages loaded into Redis in ${Date.now() - started} ms`);
  } catch (error) {
    // Not fatal: each page then renders once on its first request, and is shared from then on.
    console.error('[cache] could not load the prerendered pages into Redis:', error instanceof Error ? error.message : error);
  }
}
