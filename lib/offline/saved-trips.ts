import { CACHE, SAVED_TRIP_META, tripCacheName } from './caches';
import { checkOwnerCookie, claimOfflineData } from './owner-in-page';

/** What the trip page hands over to be saved: the addresses it knows of, before images are found. */
export type TripToSave = { tripId: number; name: string; stops: { name: string; url: string }[]; urls: string[] };
/** The description kept beside a saved trip, for the offline page and the size shown. */
export type SavedTrip = {
  tripId: number;
  name: string;
  url: string;
  stops: { name: string; url: string }[];
  bytes: number;
  savedAt: string;
};

// Each stop page's own pictures (the first few in its main content) travel with it; more would
// fill a phone with the "nearby" cards.
const IMAGES_PER_PAGE = 3;

/** The same-origin pictures a page shows in its main content, by the address the browser asks for. */
export function imagesIn(html: string, base: string): string[] {
  const main = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
  const urls = [...(main?.querySelectorAll('img') ?? [])]
    .slice(0, IMAGES_PER_PAGE)
    .map((img) => img.getAttribute('src') ?? '');
  return urls
    .filter((src) => src && new URL(src, base).origin === new URL(base).origin)
    .map((src) => new URL(src, base).pathname + new URL(src, base).search);
}

const buildFiles = (html: string) => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)].map((m) => m[1]!)),
];

/**
 * Saves a trip for offline use: every page and file it names, then the pictures and build files
 * those pages use. Reports "k of n" as it goes; a failure removes what was half saved.
 */
export async function saveTripForOffline(
  trip: TripToSave,
  onProgress: (done: number, total: number) => void,
): Promise<SavedTrip> {
  // The signed-in user owns what is saved; another user's data still here goes first.
  await claimOfflineData();
  const name = tripCacheName(trip.tripId);
  const cache = await caches.open(name);
  const statics = await caches.open(CACHE.static);
  let bytes = 0;
  let done = 0;
  let total = trip.urls.length;
  const found = new Set<string>();
  const store = async (url: string, into: Cache) => {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.clone().blob();
    bytes += body.size;
    await into.put(url, response);
    onProgress(++done, total);
    return body;
  };
  try {
    onProgress(0, total);
    for (const url of trip.urls) {
      const body = await store(url, cache);
      if (!body.type.includes('html')) continue;
      const html = await body.text();
      imagesIn(html, location.href).forEach((u) => found.add(u));
      buildFiles(html).forEach((u) => found.add(u));
    }
    const extra = [...found].filter((u) => !trip.urls.includes(u));
    total += extra.length;
    for (const url of extra) await store(url, url.startsWith('/_next/static/') ? statics : cache);
  } catch (error) {
    await caches.delete(name);
    throw error;
  }
  const saved: SavedTrip = {
    tripId: trip.tripId,
    name: trip.name,
    url: trip.urls[0]!,
    stops: trip.stops,
    bytes,
    savedAt: new Date().toISOString(),
  };
  await cache.put(
    SAVED_TRIP_META,
    new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }),
  );
  return saved;
}

export async function removeSavedTrip(tripId: number): Promise<void> {
  await caches.delete(tripCacheName(tripId));
}

async function readSavedTrip(tripId: number): Promise<SavedTrip | null> {
  const name = tripCacheName(tripId);
  if (!(await caches.has(name))) return null;
  const meta = await (await caches.open(name)).match(SAVED_TRIP_META);
  return meta ? ((await meta.json()) as SavedTrip) : null;
}

/** A trip saved on this device, if its user's session is still this browser's (lib/offline/session-owner.ts). */
export async function getSavedTrip(tripId: number): Promise<SavedTrip | null> {
  if (!('caches' in window) || (await checkOwnerCookie())) return null;
  return readSavedTrip(tripId);
}

export async function listSavedTrips(): Promise<SavedTrip[]> {
  if (!('caches' in window) || (await checkOwnerCookie())) return [];
  const names = (await caches.keys()).filter((n) => n.startsWith(CACHE.tripPrefix));
  const trips = await Promise.all(names.map((n) => readSavedTrip(Number(n.slice(CACHE.tripPrefix.length)))));
  return trips.filter((t): t is SavedTrip => t !== null).sort((a, b) => a.name.localeCompare(b.name));
}

/** Sign-out: the next person on this device inherits none of the user's offline data. */
export { forgetOfflineData } from './session-owner';
