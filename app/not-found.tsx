import Link from 'next/link';
import { HOME_MESSAGES as M } from '@/components/home/messages';
import styles from '@/components/home/home.module.css';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/**
 * A page asked for a record that is not there (a closed place, a past event's old id): a notice
 * with the way home and to search, status 404. Kept light on purpose: Next renders this component
 * into every page's payload. Paths that match no route get the home content (global-not-found.tsx).
 */
export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className={styles.notice} role="status">
        <h1>{M.notFoundHeading}</h1>
        <p>{M.missingText}</p>
        <p>
          <Link href="/">{M.missingHome}</Link> · <Link href="/search">{M.notFoundSearch}</Link>
        </p>
      </div>
    </main>
  );
}
