// No imports: the service worker bundles this file as well as the pages.

/** Cache Storage names shared by the service worker and the pages (docs/OFFLINE.md). */
export const CACHE = {
  /** The shell and the offline page, one per worker version; older ones go when a new worker activates. */
  shellPrefix: 'shell-',
  /** Build files under /_next/static: their names carry a hash, so they never change. */
  static: 'static',
  /** Public pages (the ISR-cached class) and public files, stale-while-revalidate. */
  pages: 'pages',
  /** One cache per trip saved for offline: its pages, exports, map and images, and its description. */
  tripPrefix: 'trip-',
  /** Trip edits made offline, waiting for the network. */
  edits: 'offline-edits',
  /** Who saved the trips and edits above (lib/offline/session-owner.ts). */
  owner: 'offline-owner',
} as const;

/** The key of a saved trip's description inside its own cache (never a real page). */
export const SAVED_TRIP_META = '/__offline/saved-trip.json';

/** What the shell precaches besides the offline page's own build files. */
export const OFFLINE_PATH = '/offline';
export const SHELL_URLS = [
  OFFLINE_PATH,
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/geo/alabama-counties.svg',
];

/** A message a page posts to a waiting worker to make it take over (the "Reload" of the update prompt). */
export const SKIP_WAITING = 'SKIP_WAITING';

export const tripCacheName = (tripId: number) => `${CACHE.tripPrefix}${tripId}`;
