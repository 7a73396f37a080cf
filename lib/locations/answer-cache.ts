import { listening, onInvalidation } from '@/lib/cache/bus';
import type { CacheTag as Tag } from '@/lib/constants';

type Entry = { json: Uint8Array; expires: number };

const DEFAULT_TTL_MS = 60_000;
/**
 * 60 s unless MAIN_API_CACHE_TTL_MS says otherwise (0 turns the cache off). A value that is not a
 * number keeps the default: read as NaN it would make every answer stale, one edit behind forever.
 */
const ttlMs = () => {
  const configured = Number(process.env.MAIN_API_CACHE_TTL_MS ?? DEFAULT_TTL_MS);
  return Number.isFinite(configured) ? configured : DEFAULT_TTL_MS;
};
const MAX_ENTRIES = 1000;

// Encoded answers of read-only Main API queries, kept per process for a short TTL: the map asks the
// same filter many times, and a 500-place answer (about 350 KB of JSON) costs far more to query
// and serialise than to resend. (Compression is left to Next, which drops a route's own
// content-encoding header.) With several copies each keeps its own answers, and an editor's
// webhook on any copy clears them on all (lib/cache/bus.ts, over Redis when REDIS_URL is set).
const stores = new Map<Tag, Map<string, Entry>>();
const pending = new Map<string, Promise<Entry>>();
// Bumped by each invalidation, so that an answer whose build started before it is never kept.
const generations = new Map<Tag | '*', number>();
const generation = (tag: Tag) => (generations.get(tag) ?? 0) + (generations.get('*') ?? 0);
const bump = (key: Tag | '*') => generations.set(key, (generations.get(key) ?? 0) + 1);

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
      await listening();
      const startedAt = generation(tag);
      const entry = encode(await produce());
      if (generation(tag) !== startedAt) return entry;
      let current = stores.get(tag);
      if (!current) stores.set(tag, (current = new Map()));
      if (current.size >= MAX_ENTRIES) current.delete(current.keys().next().value as string);
      current.set(key, entry);
      return entry;
    })().finally(() => {
      if (pending.get(pendingKey) === build) pending.delete(pendingKey);
    });
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

/** Drops this copy's cached answers under a tag (every copy's: lib/cache/bus.ts invalidateEverywhere). */
export function invalidateApiCache(tag: Tag): void {
  bump(tag);
  stores.delete(tag);
  for (const key of pending.keys()) if (key.startsWith(`${tag}\u0000`)) pending.delete(key);
}

/** Drops all of this copy's cached answers (tests that write rows between reads). */
export function invalidateAllApiCaches(): void {
  bump('*');
  stores.clear();
  pending.clear();
}

onInvalidation((message) => ('tag' in message ? invalidateApiCache(message.tag) : invalidateAllApiCaches()));
