import { CACHE, OFFLINE_PATH, SAVED_TRIP_META, tripCacheName } from '@/lib/offline/caches';
import {
  belongsToSomeoneElse,
  evidenceIn,
  forgetIfNotTheirs,
  ownerInCookies,
  recordOwner,
  type SessionEvidence,
} from '@/lib/offline/session-owner';
import { installWorker, type WorkerCookieStore, type WorkerScope } from '@/lib/offline/sw-strategy';
import { installFakeCaches, type FakeCacheStorage } from './support/fake-caches';

// Offline copies follow the session: what a device keeps of a user (saved trips, their pages,
// queued edits) goes as soon as the browser learns the session is gone or is someone else's, and
// the worker checks before it shows a saved copy. docs/SECURITY.md lists the threat.
const ORIGIN = 'http://localhost';
let storage: FakeCacheStorage;

/** A device where user `owner` saved trip 7 and queued an edit. */
async function deviceOf(owner: string) {
  storage = installFakeCaches();
  await recordOwner(owner);
  const trip = await caches.open(tripCacheName(7));
  await trip.put('/trip/7', new Response('<h1>Iron and Capitol</h1>', { headers: { 'content-type': 'text/html' } }));
  await trip.put(SAVED_TRIP_META, Response.json({ tripId: 7, name: 'Iron and Capitol' }));
  await (await caches.open(CACHE.edits)).put('/__offline/edits/7', Response.json({ tripId: 7 }));
  await (await caches.open(CACHE.pages)).put('/trails', new Response('trails'));
  await (await caches.open(`${CACHE.shellPrefix}v1`)).put(OFFLINE_PATH, new Response('You are offline'));
}

const kept = async () => (await caches.keys()).sort();
const USER_DATA = [CACHE.edits, CACHE.owner, CACHE.pages, tripCacheName(7)];

describe('what the browser learns about the session', () => {
  it.each<[string, string | null, SessionEvidence, boolean]>([
    ['the owner cookie is gone', 'a', { kind: 'cookie', userId: null }, true],
    ['the owner cookie names another user', 'a', { kind: 'cookie', userId: 'b' }, true],
    ['the owner cookie names the owner', 'a', { kind: 'cookie', userId: 'a' }, false],
    ['the session route answers signed out', 'a', { kind: 'session', userId: null }, true],
    ['the session route answers another user', 'a', { kind: 'session', userId: 'b' }, true],
    ['the session route answers the owner', 'a', { kind: 'session', userId: 'a' }, false],
    ['the API answers 401', 'a', { kind: 'unauthorized' }, true],
    ['data of no recorded owner, and signed out', null, { kind: 'session', userId: null }, true],
    ['data of no recorded owner, and no cookie (nothing to compare)', null, { kind: 'cookie', userId: null }, false],
  ])('%s: someone else’s is %s', (_case, owner, evidence, expected) => {
    expect(belongsToSomeoneElse(owner, evidence)).toBe(expected);
  });

  it.each<[string, Response, SessionEvidence | null]>([
    ['/api/trips/7', Response.json({ error: { status: 401 } }, { status: 401 }), { kind: 'unauthorized' }],
    ['/api/auth/session', Response.json(null), { kind: 'session', userId: null }],
    ['/api/auth/session', Response.json({}), { kind: 'session', userId: null }],
    [
      '/api/auth/session',
      Response.json({ user: { id: 'a' }, expires: '2027-01-01T00:00:00Z' }),
      { kind: 'session', userId: 'a' },
    ],
    ['/api/session', Response.json({ signedIn: false }), { kind: 'session', userId: null }],
    ['/api/session', Response.json({ signedIn: true }), null],
    ['/api/auth/callback/credentials', new Response('', { status: 401 }), null],
    ['/api/auth/session', new Response('', { status: 500 }), null],
    ['/trails', new Response('', { status: 401 }), null],
  ])('%s: %#, tells %j', async (path, response, expected) => {
    expect(await evidenceIn(new URL(path, ORIGIN), response)).toEqual(expected);
  });

  it('reads the owner cookie among others', () => {
    expect(ownerInCookies('a=1; offline-owner=user%2D1; b=2')).toBe('user-1');
    expect(ownerInCookies('a=1')).toBeNull();
  });
});

describe('the data kept on the device', () => {
  it('goes, trips, pages, queued edits and owner, when the session is gone; the shell stays', async () => {
    await deviceOf('a');
    expect(await forgetIfNotTheirs({ kind: 'cookie', userId: null })).toBe(true);
    expect(await kept()).toEqual([`${CACHE.shellPrefix}v1`]);
  });

  it('stays while the owner is signed in', async () => {
    await deviceOf('a');
    expect(await forgetIfNotTheirs({ kind: 'session', userId: 'a' })).toBe(false);
    expect(await kept()).toEqual([...USER_DATA, `${CACHE.shellPrefix}v1`].sort());
  });

  it('goes when another user saves on the same device', async () => {
    await deviceOf('a');
    await recordOwner('b');
    expect(await caches.has(tripCacheName(7))).toBe(false);
    expect(await caches.has(CACHE.edits)).toBe(false);
  });
});

describe('the service worker, offline, asked for a saved trip', () => {
  function worker(cookie: string | null) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const cookieStore: WorkerCookieStore = {
      get: async () => (cookie === null ? null : { value: cookie }),
      set: async () => undefined,
    };
    const scope = {
      location: { origin: ORIGIN },
      registration: { active: {} },
      clients: { claim: async () => undefined },
      skipWaiting: async () => undefined,
      cookieStore,
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    } as unknown as WorkerScope;
    installWorker(scope, 'v1');
    return async (path: string): Promise<string> => {
      let answer: Promise<Response> | undefined;
      listeners.fetch!({
        request: { url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', headers: new Headers() },
        respondWith: (response: Promise<Response>) => (answer = response),
        waitUntil: () => undefined,
      });
      return (await answer!).text();
    };
  }

  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows it while the owner cookie names the user who saved it', async () => {
    await deviceOf('a');
    expect(await worker('a')('/trip/7')).toBe('<h1>Iron and Capitol</h1>');
  });

  it('with the cookies cleared, forgets it first and shows the offline page', async () => {
    await deviceOf('a');
    expect(await worker(null)('/trip/7')).toBe('You are offline');
    expect(await caches.has(tripCacheName(7))).toBe(false);
  });

  it('with another user’s cookie, forgets it and that cookie first, and shows the offline page', async () => {
    await deviceOf('a');
    const deleted: string[] = [];
    (globalThis as { cookieStore?: unknown }).cookieStore = { delete: async (name: string) => void deleted.push(name) };
    try {
      expect(await worker('b')('/trip/7')).toBe('You are offline');
    } finally {
      delete (globalThis as { cookieStore?: unknown }).cookieStore;
    }
    expect(storage.stores.has(CACHE.edits)).toBe(false);
    expect(deleted).toEqual(['offline-owner']);
  });
});

describe('the service worker, online, passing on what the API says', () => {
  function online(answers: Record<string, Response>) {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(typeof input === 'string' ? input : (input as { url: string }).url).pathname;
      return answers[path]?.clone() ?? new Response('ok');
    });
    const listeners: Record<string, (event: unknown) => void> = {};
    installWorker(
      {
        location: { origin: ORIGIN },
        registration: { active: {} },
        clients: { claim: async () => undefined },
        skipWaiting: async () => undefined,
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      } as unknown as WorkerScope,
      'v1',
    );
    return async (path: string) => {
      let answer: Promise<Response> | undefined;
      listeners.fetch!({
        // A real Request: the worker sends its own copy of an API request (one the page's departure cannot cancel).
        request: new Request(`${ORIGIN}${path}`, { method: 'GET', mode: 'cors' }),
        respondWith: (response: Promise<Response>) => (answer = response),
        waitUntil: () => undefined,
      });
      return (await answer!).status;
    };
  }
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/api/trips', Response.json({}, { status: 401 })],
    ['/api/auth/session', Response.json(null)],
    ['/api/auth/session', Response.json({ user: { id: 'b' }, expires: '2027-01-01T00:00:00Z' })],
    ['/api/session', Response.json({ signedIn: false })],
  ])('%s (case %#) forgets the saved data before the answer is passed on', async (path, response) => {
    await deviceOf('a');
    const get = online({ [path]: response });
    await get(path);
    expect(await kept()).toEqual([`${CACHE.shellPrefix}v1`]);
  });

  it('the owner’s own session keeps it', async () => {
    await deviceOf('a');
    await online({ '/api/auth/session': Response.json({ user: { id: 'a' }, expires: '2027-01-01T00:00:00Z' }) })(
      '/api/auth/session',
    );
    expect(await caches.has(tripCacheName(7))).toBe(true);
  });
});
