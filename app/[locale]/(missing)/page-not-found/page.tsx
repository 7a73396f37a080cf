import { MissingPage } from '@/components/home/missing-page';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const generateMetadata = localizedNotFoundMetadata;

/**
 * Where the proxy sends a path no record can match (lib/api/unsafe-path.ts): a static path, as
 * Next decodes the segments of a dynamic one and refuses what the proxy turned away.
 */
export default MissingPage;
