import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '@/lib/constants';

const ALL_TAGS = Object.values(TAGS);

// A cached no-op whose only effect is to attach its tags to the page being rendered: Next files an
// ISR page under the tags of every cached call its render made.
const tagged = unstable_cache(async () => true, ['render-tags'], { tags: ALL_TAGS });

/**
 * Files the page being rendered under every cache tag, so that a webhook's revalidateTag refreshes
 * it whatever it shows. Pages read most of their data straight from the database, which carries no
 * tag; a refresh by any tag re-renders each cached page once, on its next request. Called by the root
 * layout, so every page is covered.
 */
export async function tagThisRender(): Promise<void> {
  await tagged();
}
