import { MissingPage } from '@/components/home/missing-page';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/**
 * Where the proxy sends a path no record can match (lib/api/unsafe-path.ts): a static path, as
 * Next decodes the segments of a dynamic one and refuses what the proxy turned away.
 */
export default MissingPage;
