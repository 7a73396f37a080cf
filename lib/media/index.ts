import { env } from '@/lib/env';
import { mediaChain, type MediaBases } from './chain';

export { PLACEHOLDER_IMAGE, mediaChain, type MediaBases } from './chain';

function configuredBases(): MediaBases {
  const { MEDIA_BASE_URL, MEDIA_FALLBACK_URL } = env();
  return { base: MEDIA_BASE_URL, fallback: MEDIA_FALLBACK_URL };
}

/** Every URL to try for a media path under the configured hosts, ending with the placeholder. */
export function mediaSources(path: string | null | undefined): string[] {
  return mediaChain(path, configuredBases());
}

/** The first URL to try for a media path: MEDIA_BASE_URL, else MEDIA_FALLBACK_URL, else the shipped copy. */
export function mediaUrl(path: string | null | undefined): string {
  return mediaSources(path)[0] ?? mediaChain(null)[0] ?? '';
}
