import { useTranslations } from 'next-intl';
import styles from '@/components/home/home.module.css';
import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';
import { Link } from '@/lib/i18n/navigation';

/** A record that is not there (a closed place, a past event's old id): the heading, why, and ways on. */
export function NotFoundNotice() {
  const t = useTranslations('errors');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <div className={styles.notice} role="status">
        <h1>{t('notFoundHeading')}</h1>
        <p>{t('notFoundText')}</p>
        <p>
          <Link href="/">{t('home')}</Link> · <Link href="/search">{t('notFoundSearch')}</Link>
        </p>
      </div>
    </main>
  );
}
