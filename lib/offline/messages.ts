/** What the offline features say (docs/OFFLINE.md), in one place for the components and their tests. Spanish in messages.es.ts. */
export const OFFLINE_TEXT = {
  save: 'Save for offline',
  saving: 'Saving {done} of {total}',
  saved: 'Saved on this device ({size}).',
  saveFailed: 'This trip could not be saved for offline use. Check your connection and try again.',
  remove: 'Remove from this device',
  removed: 'Removed from this device.',
  queued: 'Saved on this device; will sync',
  synced: 'Trip saved.',
  pageTitle: 'Offline',
  offlineTitle: 'You are offline',
  offlineIntro: 'This page has not been saved on this device. These trips have been saved and open without a signal:',
  offlineNone:
    'No trips are saved on this device. On a trip page, choose \u201cSave for offline\u201d while you have a signal.',
  newVersion: 'New version available',
  reload: 'Reload',
};

/** "1.2 MB", "340 KB": the size a saved trip takes on the device. */
export function formatSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
