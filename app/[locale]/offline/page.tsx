import type { Metadata } from 'next';
import { SavedTripsList } from '@/components/offline/saved-trips-list';
import styles from '@/components/offline/offline.module.css';
import { OFFLINE_TEXT } from '@/lib/offline/messages';

export const metadata: Metadata = { title: 'Offline', robots: { index: false } };

/**
 * What the service worker shows for a page that was not saved, when there is no network. Built
 * with the site (no request data), so it is cached like any public page; the list is read from
 * this device's storage in the browser.
 */
export default function OfflinePage() {
  return (
    <main id="main-content" className={styles.page}>
      <h1>{OFFLINE_TEXT.offlineTitle}</h1>
      <SavedTripsList />
    </main>
  );
}
