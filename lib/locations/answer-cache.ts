import type { CacheTag as Tag } from '@/lib/constants';

type Entry = { json: Uint8Array; expires: number };

/** 60 s unless MAIN_API_CACHE_TTL_MS says otherwise (0 turns the cache off). */
const ttlMs = () => Number(process.env.MAIN_API_CACHE_TTL_MS ?? 60_000);
const MAX_ENTRIES = 1000;

// Encoded answers of read-only Main API queries, kept per process for a short TTL: the map asks the
// same filter many times, and a 500-place answer (about 350 KB of JSON) costs far more to query
// and serialise than to resend. (Compression is left to Next, which drops a route's own
// content-encoding header.) With several servers each keeps its own copy (stale at
// most the TTL after an edit); the shared-store path is Redis or Next's cache handler
// keyed the same way and invalidated by the same tag.
const stores = new Map<Tag, Map<string, Entry>>();
const pending = new Map<string, Promise<Entry>>();

function encode(json: string): Entry {
  return { json: new TextEncoder().encode(json), expires: Date.now() + ttlMs() };
}

async function cachedEntry(tag: Tag, key: string, produce: () => Promise<string>): Promise<Entry> {
  if (ttlMs() <= 0) return encode(await produce());
  let store = stores.get(tag);
  if (!store) stores.set(tag, (store = new Map()));
  const hit = store.get(key);
  if (hit && hit.expires > Date.now()) return hit;
  const pendingKey = `${tag}\u0000${key}`;
  let build = pending.get(pendingKey);
  if (!build) {
    build = (async () => {
      const entry = encode(await produce());
      if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
      store.set(key, entry);
      return entry;
    })().finally(() => pending.delete(pendingKey));
    pending.set(pendingKey, build);
  }
  // An expired answer is still sent while its refresh runs, so that no request waits on the
  // expiry (an edit's tag invalidation drops the answer outright instead).
  if (hit) {
    build.catch((error: unknown) => console.error('[api cache] refresh failed:', error));
    return hit;
  }
  return build;
}

const respond = (entry: Entry) =>
  new Response(entry.json as BodyInit, { headers: { 'content-type': 'application/json' } });

/** A JSON response for `key` under `tag`, built by `produce` on a miss; concurrent misses share one build. */
export async function cachedJsonResponse(tag: Tag, key: string, produce: () => Promise<unknown>): Promise<Response> {
  return respond(await cachedEntry(tag, key, async () => JSON.stringify(await produce())));
}

/** The same, for an answer that `produce` returns already serialised. */
export async function cachedSerializedResponse(
  tag: Tag,
  key: string,
  produce: () => Promise<string>,
): Promise<Response> {
  return respond(await cachedEntry(tag, key, produce));
}

/** Drops every cached answer under a tag (call it with the tag /api/revalidate refreshes). */
export function invalidateApiCache(tag: Tag): void {
  stores.delete(tag);
}

/** Drops every cached answer (tests that write rows between reads). */
export function invalidateAllApiCaches(): void {
  stores.clear();
}
