import type { Metadata } from 'next';
import { SavedTripsList } from '@/components/offline/saved-trips-list';
import styles from '@/components/offline/offline.module.css';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('offline');
  return { title: t('pageTitle'), robots: { index: false } };
}

/**
 * What the service worker shows for a page that was not saved, when there is no network. Built
 * with the site (no request data), so it is cached like any public page; the list is read from
 * this device's storage in the browser.
 */
export default async function OfflinePage() {
  const t = await getTranslations('offline');
  return (
    <main id="main-content" className={styles.page}>
      <h1>{t('offlineTitle')}</h1>
      <SavedTripsList />
    </main>
  );
}
