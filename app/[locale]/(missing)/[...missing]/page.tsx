import { MissingPage } from '@/components/home/missing-page';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const generateMetadata = localizedNotFoundMetadata;

/**
 * No path is built ahead; each is rendered as a prerender on first request, so that its notFound()
 * sets the status before the page is sent (a per-request render would already have sent 200). The
 * cache handler keeps no 404 (lib/cache/handler.mjs), so unknown paths do not fill the cache.
 */
export function generateStaticParams(): { missing: string[] }[] {
  return [];
}

/** A path in a language that matches no page (components/home/missing-page.tsx). */
export default MissingPage;
