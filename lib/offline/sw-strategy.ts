// The service worker, all of its strategy in this one file; scripts/build-sw.mjs bundles it into
// public/sw.js. Relative imports only: esbuild builds it without the app's path alias.
import { splitLocale } from '../i18n/locales';
import { PER_VISITOR_PATHS } from '../security/page-class';
import { CACHE, OFFLINE_PATH, SHELL_URLS, SKIP_WAITING } from './caches';
import {
  evidenceIn,
  forgetIfNotTheirs,
  OWNER_COOKIE,
  ownerCookieOptions,
  ownerFromCookieValue,
  recordedOwner,
  sessionExpiry,
} from './session-owner';

export type Strategy =
  /** Not ours to touch: the browser's own fetch, as if there were no worker. */
  | 'network'
  /** Hashed build files: the cache first, else the network (then kept). */
  | 'static'
  /** Public pages and files: the cached copy at once, refreshed from the network behind it. */
  | 'stale-while-revalidate'
  /** Per-visitor pages and the API: the network only; offline, a copy the user saved, if any. */
  | 'network-then-saved';

type RequestLike = { url: string; method: string; mode: string; headers: { get(name: string): string | null } };

/** Which strategy answers a request; pure, so the rules are tested without a browser. */
export function strategyFor(request: RequestLike, origin: string): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  // The client router's page data: offline, its failure makes Next load the whole page instead,
  // which the worker answers. Caching it beside the HTML of the same address would mix the two.
  if (request.headers.get('rsc') || url.searchParams.has('_rsc')) return 'network';
  if (url.pathname === '/sw.js' || url.pathname.startsWith('/dev/')) return 'network';
  if (url.pathname.startsWith('/_next/static/')) return 'static';
  if (isPerVisitor(url.pathname) || url.pathname.startsWith('/_next/')) return 'network-then-saved';
  return 'stale-while-revalidate';
}

/** Account pages, trips, forms and the API render per visitor: only a trip the user saves is kept. */
export function isPerVisitor(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return PER_VISITOR_PATHS.some((pattern) => pattern.test(path)) || /^\/(profile|account)(\/|$)/.test(path);
}

/** Whether a response may go into a shared cache: a whole, public, same-origin answer, nothing private. */
export function isStorable(response: {
  ok: boolean;
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(control) && !response.headers.get('set-cookie');
}

/** The build files a page's HTML names, so the offline page can draw and run with no network. */
export function buildFilesIn(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g);
  return [...new Set([...found].map((m) => m[1]!))];
}

// The few service-worker types used here, so this file type-checks beside the DOM library.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
/** The Cookie Store API where the browser has it in workers (Chromium): it reads the owner cookie. */
export type WorkerCookieStore = {
  get(name: string): Promise<{ value: string } | null | undefined>;
  set(options: { name: string; value: string; expires: number; path: string; sameSite: 'lax' }): Promise<void>;
};
export type WorkerScope = {
  location: { origin: string };
  cookieStore?: WorkerCookieStore;
  registration: { active: unknown };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};

/** Wires the worker's events; version names this build's shell cache (a hash of the worker's code). */
export function installWorker(scope: WorkerScope, version: string): void {
  const shellCache = `${CACHE.shellPrefix}${version}`;

  scope.addEventListener('install', (event) => {
    event.waitUntil(
      (async () => {
        const shell = await caches.open(shellCache);
        await shell.addAll(SHELL_URLS);
        const offline = await shell.match(OFFLINE_PATH);
        if (offline) await (await caches.open(CACHE.static)).addAll(buildFilesIn(await offline.text()));
        // The first worker takes over at once; a later one waits for the page's "Reload".
        if (!scope.registration.active) await scope.skipWaiting();
      })(),
    );
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(
          names.filter((n) => n.startsWith(CACHE.shellPrefix) && n !== shellCache).map((n) => caches.delete(n)),
        );
        await scope.clients.claim();
      })(),
    );
  });

  scope.addEventListener('message', (event) => {
    if (event.data === SKIP_WAITING) void scope.skipWaiting();
  });

  scope.addEventListener('fetch', (event) => {
    const strategy = strategyFor(event.request, scope.location.origin);
    if (strategy === 'network') return;
    event.respondWith(answer(event, strategy, shellCache, scope.cookieStore));
  });
}

async function answer(
  event: FetchEvent,
  strategy: Strategy,
  shellCache: string,
  cookieStore: WorkerCookieStore | undefined,
): Promise<Response> {
  const { request } = event;
  // A saved copy is someone's: it is shown only while the owner cookie still names them.
  const savedCopy = async (request: Request) => {
    await forgetUnlessOwnerCookie(cookieStore);
    return savedCopyOf(request);
  };
  if (strategy === 'static') {
    const hit = await caches.match(request, { cacheName: CACHE.static, ignoreVary: true });
    // Served whole from memory, never as a stream the page's departure can cut short.
    const body = await hit?.arrayBuffer();
    if (hit && body && (await matchesIntegrity(body, request.integrity))) return new Response(body, hit);
    return fetchWhole(event, request);
  }
  if (strategy === 'stale-while-revalidate') {
    const cached =
      (await caches.match(request, { cacheName: CACHE.pages, ignoreVary: true })) ??
      (await savedCopy(request)) ??
      (await caches.match(request, { cacheName: shellCache, ignoreVary: true }));
    const fresh = fetch(detached(request)).then(async (response) => {
      if (isStorable(response)) await (await caches.open(CACHE.pages)).put(request, response.clone());
      return response;
    });
    if (cached) {
      event.waitUntil(fresh.catch(() => undefined));
      return cached;
    }
    return fresh.catch(() => offlineAnswer(request, shellCache));
  }
  try {
    const response = await fetch(detached(request));
    // What the API says of the session decides first whether the saved data is still the user's.
    await learnFrom(request, response, cookieStore);
    // A trip the user saved stays current while there is a signal.
    if (response.ok) event.waitUntil(refreshSaved(request, response.clone()));
    return response;
  } catch {
    return (await savedCopy(request)) ?? offlineAnswer(request, shellCache);
  }
}

/**
 * The page's request, no longer cancelled when the page goes away: Firefox reported each such
 * cancellation on the page as "A ServiceWorker intercepted the request and encountered an unexpected
 * error", and a whole answer can still be kept. A navigation is the page itself, and is sent as it is.
 */
function detached(request: Request): Request {
  return request.mode === 'navigate' ? request : new Request(request, { signal: null });
}

/**
 * A build file from the network, kept only once it has arrived whole and matches the page's integrity
 * hash. The page's own request is cancelled when the page goes away mid-load, and Firefox then stored
 * an empty body that every later page refused (docs/OFFLINE.md); this fetch is not tied to the page.
 */
async function fetchWhole(event: FetchEvent, request: Request): Promise<Response> {
  const response = await fetch(request.url, { credentials: 'same-origin', integrity: request.integrity });
  if (!isStorable(response)) return response;
  const body = await response.arrayBuffer();
  const init = { status: response.status, statusText: response.statusText, headers: response.headers };
  if (await matchesIntegrity(body, request.integrity))
    event.waitUntil(caches.open(CACHE.static).then((c) => c.put(request, new Response(body, init))));
  return new Response(body, init);
}

const SRI_STRENGTH: Record<string, number> = { sha256: 1, sha384: 2, sha512: 3 };
const SRI_DIGEST: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/**
 * Whether bytes match an integrity attribute as the browser checks it (only the strongest algorithm
 * listed counts; no hash the browser knows means nothing to check).
 */
export async function matchesIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  const hashes = integrity
    .split(/\s+/)
    .map((token) => /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})/.exec(token))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, algorithm, digest]) => ({ algorithm: algorithm!, digest: digest! }));
  if (hashes.length === 0) return true;
  const strongest = Math.max(...hashes.map((h) => SRI_STRENGTH[h.algorithm]!));
  const wanted = hashes.filter((h) => SRI_STRENGTH[h.algorithm] === strongest);
  const actual = new Uint8Array(await crypto.subtle.digest(SRI_DIGEST[wanted[0]!.algorithm]!, bytes));
  const base64 = btoa(String.fromCharCode(...actual));
  return wanted.some((h) => h.digest === base64);
}

/** Forgets the saved data when the owner cookie is gone or names someone else (browsers whose workers can read it). */
async function forgetUnlessOwnerCookie(cookieStore: WorkerCookieStore | undefined): Promise<void> {
  if (!cookieStore) return;
  const cookie = await cookieStore.get(OWNER_COOKIE).catch(() => undefined);
  await forgetIfNotTheirs({ kind: 'cookie', userId: ownerFromCookieValue(cookie?.value) });
}

/**
 * A 401 from the API, or the session routes answering signed out or with another user, forgets
 * the saved data; the session route answering with its owner carries the owner cookie's expiry on.
 */
async function learnFrom(request: Request, response: Response, cookieStore: WorkerCookieStore | undefined) {
  const evidence = await evidenceIn(new URL(request.url), response).catch(() => null);
  if (!evidence || (await forgetIfNotTheirs(evidence))) return;
  if (evidence.kind !== 'session' || !evidence.userId || !cookieStore) return;
  const expires = await sessionExpiry(response);
  if (expires && (await recordedOwner()) === evidence.userId)
    await cookieStore.set(ownerCookieOptions(evidence.userId, expires)).catch(() => undefined);
}

/** The copy of this address in one of the trips saved on this device, if any. */
async function savedCopyOf(request: Request): Promise<Response | undefined> {
  for (const name of await savedTripCaches()) {
    const hit = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

async function refreshSaved(request: Request, response: Response): Promise<void> {
  for (const name of await savedTripCaches()) {
    const cache = await caches.open(name);
    if (await cache.match(request, { ignoreVary: true })) await cache.put(request, response.clone());
  }
}

const savedTripCaches = async () => (await caches.keys()).filter((n) => n.startsWith(CACHE.tripPrefix));

/** A page with no copy: the offline page, which lists what is saved. Anything else: a plain error. */
async function offlineAnswer(request: Request, shellCache: string): Promise<Response> {
  if (request.mode === 'navigate') {
    const page = await caches.match(OFFLINE_PATH, { cacheName: shellCache });
    if (page) return page;
  }
  return Response.error();
}
