// Next's server cache (ISR pages, route responses, the data cache of fetch and unstable_cache,
// and their tags). With REDIS_URL it lives in Redis, so that every copy of the site serves the
// same entries and a revalidateTag on one copy reaches them all; without it, Next's own cache in
// memory and on disk, as for one copy. Either way no unknown id's 404 is kept
// (lib/cache/not-found-entries.mjs). next.config.ts always names this file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
// Next's default cache (memory and disk), which it uses when no handler is named. Neither Next
// (checked against 16.4.6) nor @fortedigital/nextjs-cache-handler (3.3.0) exports a file-backed
// handler, and naming a handler in next.config.ts replaces Next's own, so this is the one import of
// it; tests/cache/not-found-entries.test.ts runs it, so a Next upgrade that moves it fails there.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { createClient } from 'redis';
import { keepingNotFoundOnlyOverEntries } from './not-found-entries.mjs';
import { keepingCacheControl, stampingPagePolicy } from './entry-headers.mjs';
import { siteScopedFileCache, siteTag } from './site-scope.mjs';

/** How long a cache read or write may wait on Redis before it counts as a miss. */
const REDIS_TIMEOUT_MS = 1000;
/** How long a starting copy waits for Redis before serving (misses render the page meanwhile). */
const CONNECT_WAIT_MS = 5000;
/** Next's default expireTime (next.config.ts sets none): how long a stale page may still be served. */
const EXPIRE_TIME_S = 31_536_000;

// Entries of one build must never be served by another (their HTML names that build's script
// chunks), nor for another address (they name it: lib/cache/site-scope.mjs), so keys carry the build
// id and the address; copies of one build at one address share everything.
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

async function connected(client) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(resolve, CONNECT_WAIT_MS);
  });
  await Promise.race([client.connect(), timeout]).finally(() => clearTimeout(timer));
  return client.isReady;
}

const globalKey = Symbol.for('alabama.cache-handler-config');

CacheHandler.onCreation(() => {
  // Next may create the handler more than once per process; one Redis connection serves them all.
  if (globalThis[globalKey]) return globalThis[globalKey];
  globalThis[globalKey] = (async () => {
    // `next build` prerenders in several workers before the build id exists: its entries stay in
    // each worker. Next reads no prerendered file through a custom handler, so each copy loads the
    // build's pages into Redis as it starts (lib/cache/initial-cache.ts, from instrumentation.ts).
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] };
    }
    let lastError = '';
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 });
    // Unheard, a dropped connection would end the process; the client reconnects by itself, and
    // reads and writes meanwhile count as misses (the page renders from the database).
    client.on('error', (error) => {
      if (error.message !== lastError) console.error('[cache] Redis:', error.message);
      lastError = error.message;
    });
    client.on('ready', () => {
      lastError = '';
    });
    if (!(await connected(client)))
      console.error('[cache] Redis is not answering yet; pages render uncached until it does.');
    return {
      handlers: [
        createRedisHandler({ client, keyPrefix: `alabama:${buildId()}:${siteTag()}:`, timeoutMs: REDIS_TIMEOUT_MS }),
      ],
      // An entry stays in Redis as long as Next may serve it stale (its expireTime, a year by
      // default, the stale-while-revalidate our pages send), not the library's 1.5x revalidate.
      // With that default a page was dropped 7.5 minutes after it was made, so the next visitor
      // waited for a full render instead of getting the stale page while it regenerates, and the
      // build's pages, older than that by the time a copy starts, were never loaded at all.
      ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge, EXPIRE_TIME_S) },
    };
  })();
  return globalThis[globalKey];
});

// Next's file cache keeps each page's lifetime in its .meta file; the library keeps none, so with
// Redis the entry carries it (lib/cache/entry-headers.mjs).
export const RedisCacheHandler = stampingPagePolicy(keepingCacheControl(keepingNotFoundOnlyOverEntries(CacheHandler)));
// Node hands this CommonJS module over whole (the class is its .default); a bundler's interop, the class.
export const FileCacheHandler = stampingPagePolicy(
  keepingNotFoundOnlyOverEntries(siteScopedFileCache(fileSystemCacheModule.default ?? fileSystemCacheModule)),
);
/** The handler Next constructs: Redis-backed with REDIS_URL (read when the server starts), else Next's own. */
export default process.env.REDIS_URL ? RedisCacheHandler : FileCacheHandler;
