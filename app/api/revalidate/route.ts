import { timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { route } from '@/lib/api/handler';
import { unauthorized } from '@/lib/api/errors';
import { TAGS, type CacheTag } from '@/lib/constants';
import { env } from '@/lib/env';
import { invalidateEverywhere } from '@/lib/cache/bus';
// Registers the Main API answer cache with the bus, so that this copy's answers are cleared too.
import '@/lib/locations/answer-cache';

const Body = z.union([
  z.object({ tag: z.enum(Object.values(TAGS) as [CacheTag, ...CacheTag[]]) }),
  z.object({ path: z.string().startsWith('/', 'must be a site path').max(500) }),
]);

function secretMatches(given: string | null): boolean {
  const { REVALIDATE_SECRET, NODE_ENV } = env();
  if (!REVALIDATE_SECRET) return NODE_ENV === 'development';
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(REVALIDATE_SECRET);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An editor's webhook refreshes cached pages at once, by tag or by path. */
export const POST = route(async (request: NextRequest) => {
  const given = request.headers.get('x-revalidate-secret') ?? request.nextUrl.searchParams.get('secret');
  if (!secretMatches(given)) throw unauthorized('The revalidation secret is missing or wrong.');
  // Always 200 once the secret checks out, even for a body we cannot use: the content service's
  // webhook retries every non-2xx answer, and a retry cannot fix a bad payload.
  const parsed = Body.safeParse(await request.json().catch(() => null));
  if (!parsed.success)
    return { revalidated: false, now: Date.now(), message: 'Send { "tag": ... } or { "path": ... }.' };
  // Next's cache (pages, menus, alerts, content) is shared through the cache handler when
  // REDIS_URL is set; the Main API's short-lived answers live in each copy and are cleared on
  // every copy through the invalidation bus.
  if ('tag' in parsed.data) {
    revalidateTag(parsed.data.tag, { expire: 0 });
    await invalidateEverywhere({ tag: parsed.data.tag });
  } else {
    revalidatePath(parsed.data.path);
    await invalidateEverywhere({ all: true });
  }
  return { revalidated: true, now: Date.now(), ...parsed.data };
});
