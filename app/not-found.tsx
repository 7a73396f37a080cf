import Link from 'next/link';
import { HomeContent } from '@/components/home/home-content';
import { HOME_MESSAGES as M } from '@/components/home/messages';
import styles from '@/components/home/home.module.css';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { getPage } from '@/lib/content';
import { notFoundMetadata } from '@/lib/seo';

export const metadata = notFoundMetadata;

/** Unknown paths get the home page's content under a visible notice, with status 404 (SPEC 2.2). */
export default async function NotFound() {
  const page = await getPage('home');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className={styles.notice} role="status">
        <h1>{M.notFoundHeading}</h1>
        <p>
          {M.notFoundText} <Link href="/search">{M.notFoundSearch}</Link>
        </p>
      </div>
      <HomeContent page={page} />
    </main>
  );
}
