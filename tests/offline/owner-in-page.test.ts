import { CACHE, tripCacheName } from '@/lib/offline/caches';
import { queueTripEdit, replayQueuedEdits } from '@/lib/offline/edit-queue';
import { claimOfflineData, reconcileOfflineData } from '@/lib/offline/owner-in-page';
import { installFakeCaches } from './support/fake-caches';

// The pages' side of "offline copies follow the session": the owner cookie set at a save, the
// check with no signal, the session route's answer with one, and queued edits never sent under
// another user's session. A page's globals, in Node: the cookie jar, the address, the signal.
const jar = new Map<string, string>();
let lastCookie = '';
const page = globalThis as unknown as Record<string, unknown>;

beforeAll(() => {
  page.window = globalThis;
  page.location = { href: 'http://localhost/trip/7' };
  page.document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      lastCookie = text;
      const [pair = '', ...attributes] = text.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => /^\s*Max-Age=0$/i.test(a))) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    },
  };
});
afterAll(() => {
  for (const key of ['window', 'location', 'document', 'navigator']) delete page[key];
});

const online = (onLine: boolean) => (page.navigator = { onLine });
const sessionOf = (userId: string | null) =>
  Response.json(userId ? { user: { id: userId }, expires: '2027-06-01T00:00:00.000Z' } : null);

let puts: string[];
function serverSays(userId: string | null) {
  puts = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/auth/session')) return sessionOf(userId);
    if (init?.method === 'PUT') puts.push(url);
    return Response.json({});
  });
}

async function savedBy(userId: string) {
  installFakeCaches();
  jar.clear();
  online(true);
  serverSays(userId);
  await claimOfflineData();
  await (await caches.open(tripCacheName(7))).put('/trip/7', new Response('Iron and Capitol'));
  await queueTripEdit(7, { version: 1, name: 'Iron and Capitol, longer' });
}

afterEach(() => jest.restoreAllMocks());

it('a save names the signed-in user in the owner cookie, which expires with the session', async () => {
  await savedBy('a');
  expect(jar.get('offline-owner')).toBe('a');
  expect(lastCookie).toContain('Expires=Tue, 01 Jun 2027 00:00:00 GMT');
  expect(await caches.has(tripCacheName(7))).toBe(true);
});

it('a save with no one signed in is refused', async () => {
  installFakeCaches();
  serverSays(null);
  await expect(claimOfflineData()).rejects.toThrow();
});

it('with no signal and the cookies cleared, the data goes', async () => {
  await savedBy('a');
  jar.clear();
  online(false);
  expect(await reconcileOfflineData()).toBe(true);
  expect(await caches.keys()).toEqual([]);
});

it('with a signal, the session route answering another user takes the data and the cookie', async () => {
  await savedBy('a');
  serverSays('b');
  expect(await reconcileOfflineData()).toBe(true);
  expect(await caches.has(CACHE.edits)).toBe(false);
  expect(jar.has('offline-owner')).toBe(false);
});

it('the owner still signed in keeps it all', async () => {
  await savedBy('a');
  expect(await reconcileOfflineData()).toBe(false);
  expect(await caches.has(tripCacheName(7))).toBe(true);
});

it('a queued edit is sent under its owner’s session, never under another user’s', async () => {
  await savedBy('a');
  serverSays('b');
  await replayQueuedEdits();
  expect(puts).toEqual([]);
  await savedBy('a');
  await replayQueuedEdits();
  expect(puts).toEqual(['/api/trips/7']);
});
