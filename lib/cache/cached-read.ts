import { unstable_cache } from 'next/cache';
import { TAGS, type CacheTag } from '@/lib/constants';
import { withOutageDigest } from '@/lib/db/errors';

/**
 * The database tables behind each webhook tag: a cached read of any of them must carry the tag, or
 * an editor's change to them stays hidden until the entry's time runs out (tests/cache/cached-read-tags.test.ts
 * runs every cached read, sees which tables it queries, and checks its tags against this).
 * `content` is ButterCMS and the content files, read through fetch with the tag (lib/content/sources.ts).
 */
export const TABLES_OF_TAG: Record<CacheTag, readonly string[]> = {
  [TAGS.locations]: ['locations', 'cities', 'regions', 'counties', 'badges', 'welcome_centers'],
  [TAGS.roadTrips]: ['road_trips', 'road_trip_stops'],
  [TAGS.events]: ['events', 'event_change_requests'],
  [TAGS.articles]: ['articles', 'videos'],
  [TAGS.alerts]: ['alerts', 'crisis_alerts'],
  [TAGS.content]: [],
};

/** The webhook tags whose tables include any of these. */
export function tagsForTables(tables: Iterable<string>): CacheTag[] {
  const read = new Set(tables);
  return (Object.keys(TABLES_OF_TAG) as CacheTag[]).filter((tag) => TABLES_OF_TAG[tag].some((t) => read.has(t)));
}

type Load = (...args: never[]) => Promise<unknown>;
export type CachedRead = { name: string; load: Load; tags: readonly CacheTag[]; exampleArgs: readonly unknown[] };

const registryKey = Symbol.for('alabama.cache.cached-reads');
/** Every cached read the modules loaded so far declared (the tag test reads it). */
export const cachedReads: CachedRead[] = ((globalThis as { [registryKey]?: CachedRead[] })[registryKey] ??= []);

/**
 * Next's data cache around a read of the database, shared by every copy through the cache handler
 * and dropped by the webhook tags named. Every cached read goes through here, so that the tag test
 * sees it. `exampleArgs` are what the test calls `load` with.
 */
export function cachedRead<F extends Load>(
  name: string,
  load: F,
  options: { tags: readonly CacheTag[]; revalidate: number; exampleArgs?: Parameters<F> },
): F {
  if (!cachedReads.some((read) => read.name === name))
    cachedReads.push({ name, load, tags: options.tags, exampleArgs: options.exampleArgs ?? [] });
  // A read that finds the database away fails with the site's own error: the ORM wraps the
  // driver's, and Next hands an error page only the digest, which this one carries ("temporarily
  // unavailable", components/shell/unavailable.ts) where the ORM's says nothing.
  const read = async (...args: unknown[]) => {
    try {
      return await (load as unknown as (...args: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      throw withOutageDigest(error);
    }
  };
  return unstable_cache(read, [name], {
    tags: [...options.tags],
    revalidate: options.revalidate,
  }) as unknown as F;
}
