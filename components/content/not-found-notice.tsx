import Link from 'next/link';
import { HOME_MESSAGES as M } from '@/components/home/messages';
import styles from '@/components/home/home.module.css';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';

/** A record that is not there (a closed place, a past event's old id): the heading, why, and ways on. */
export function NotFoundNotice() {
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
