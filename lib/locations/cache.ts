import { TAGS } from '@/lib/constants';

type Tag = (typeof TAGS)[keyof typeof TAGS];
type Entry = { body: string; expires: number };

export const API_CACHE_TTL_MS = Number(process.env.MAIN_API_CACHE_TTL_MS ?? 60_000);
const MAX_ENTRIES = 1000;

// Serialized answers of read-only Main API queries, kept per process for a short TTL: the map asks
// the same filter many times and a 500-place answer costs far more to build than to resend.
// With several servers each keeps its own copy (stale at most API_CACHE_TTL_MS after an edit);
// the shared-store path is Redis or Next's cache handler keyed the same way, invalidated by tag.
const stores = new Map<Tag, Map<string, Entry>>();
const pending = new Map<string, Promise<string>>();

/** The JSON for `key` under `tag`, built by `produce` on a miss; concurrent misses share one build. */
export async function cachedJson(tag: Tag, key: string, produce: () => Promise<unknown>): Promise<string> {
  if (API_CACHE_TTL_MS <= 0) return JSON.stringify(await produce());
  let store = stores.get(tag);
  if (!store) stores.set(tag, (store = new Map()));
  const hit = store.get(key);
  const now = Date.now();
  if (hit && hit.expires > now) return hit.body;
  const pendingKey = `${tag}\u0000${key}`;
  const inFlight = pending.get(pendingKey);
  if (inFlight) return inFlight;
  const build = (async () => {
    const body = JSON.stringify(await produce());
    if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
    store.set(key, { body, expires: Date.now() + API_CACHE_TTL_MS });
    return body;
  })().finally(() => pending.delete(pendingKey));
  pending.set(pendingKey, build);
  return build;
}

/** Drops every cached answer under a tag (call it with the tag /api/revalidate refreshes). */
export function invalidateApiCache(tag: Tag): void {
  stores.delete(tag);
}

export const jsonResponse = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });
