import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/db/messages';
import { MAIN_API_UNAVAILABLE_DIGEST } from '@/lib/main-api/messages';

export { UNAVAILABLE_MESSAGES } from '@/lib/main-api/messages';

const UNAVAILABLE_DIGESTS = new Set([MAIN_API_UNAVAILABLE_DIGEST, DATABASE_UNAVAILABLE_DIGEST]);

/** Whether an error means the site's data is out of reach for a while (the server answers it 503 with Retry-After). */
export const isUnavailableDigest = (digest: string | undefined): boolean => UNAVAILABLE_DIGESTS.has(digest ?? '');
