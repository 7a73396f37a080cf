// Which 404 answers Next's page cache may keep. Next 16 stores the 404 of every id an ISR route
// does not know (/places-to-go/<anything>) as a cache entry of its own: seven files and about
// 120 KB on disk each, or a Redis key kept for a year, so a crawler of junk links or an attacker
// fills the disk or Redis at will (vercel/next.js#96581, #73101). lib/cache/handler.mjs applies
// this to whichever cache it uses.

/** Entry kinds that are a whole answer to a request (pages and route handlers), as Next names them. */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);

/** Whether a cache value is a page or route answer with status 404. */
function isNotFoundAnswer(value) {
  return RESPONSE_KINDS.has(value?.kind) && value.status === 404;
}

/** The not-found route's own entry: one key, whatever the path asked, so it may always be kept. */
function isNotFoundRoute(key) {
  return key === '/_not-found' || key.endsWith('/$/_not-found');
}

/**
 * A cache handler class that keeps a 404 only where an entry already is: a page that existed and
 * was removed then answers 404 from the cache (rather than its stale copy for ever), while an id
 * that never existed leaves nothing behind and renders its 404 again on each request.
 */
export function keepingNotFoundOnlyOverEntries(CacheHandlerClass) {
  return class NotFoundAwareCacheHandler extends CacheHandlerClass {
    async set(key, value, context) {
      if (isNotFoundAnswer(value) && !isNotFoundRoute(key)) {
        const lookup = {
          kind: value.kind,
          isRoutePPREnabled: Boolean(context?.isRoutePPREnabled),
          isFallback: false,
          softTags: [],
        };
        if (!(await this.get(key, lookup))) return;
      }
      return super.set(key, value, context);
    }
  };
}
