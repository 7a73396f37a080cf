import { NotFoundNotice } from '@/components/content/not-found-notice';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/**
 * A page asked for a record that is not there: a notice with the way home and to search, status
 * 404. Kept light on purpose: Next renders this component into every page's payload. Paths that
 * match no route get the home content (global-not-found.tsx); record pages send the same notice
 * in their server HTML through renderRecord.
 */
export default function NotFound() {
  return <NotFoundNotice />;
}
