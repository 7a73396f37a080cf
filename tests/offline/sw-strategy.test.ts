import { createHash } from 'node:crypto';
import { buildFilesIn, isStorable, matchesIntegrity, strategyFor } from '@/lib/offline/sw-strategy';

// The service worker's rules (docs/OFFLINE.md): what it keeps, what it never keeps, and what it leaves to
// the network. The browser test (tests/e2e/offline.spec.ts) shows them at work.

const ORIGIN = 'https://alabama.travel';
const get = (path: string, headers: Record<string, string> = {}, mode = 'navigate') => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode,
  headers: new Headers(headers),
});
const answer = (headers: Record<string, string>, status = 200, type = 'basic') => ({
  ok: status < 300,
  status,
  type,
  headers: new Headers(headers),
});

describe('which strategy answers a request', () => {
  test('public pages and files are stale-while-revalidate; build files come from the cache first', () => {
    expect(strategyFor(get('/places-to-go/vulcan-park-and-museum'), ORIGIN)).toBe('stale-while-revalidate');
    expect(strategyFor(get('/geo/alabama-counties.svg', {}, 'no-cors'), ORIGIN)).toBe('stale-while-revalidate');
    expect(strategyFor(get('/_next/static/chunks/app.js', {}, 'cors'), ORIGIN)).toBe('static');
  });

  test('trips, account pages and the API go to the network; offline only a copy the user saved answers', () => {
    for (const path of [
      '/trip/7',
      '/trip/7/print',
      '/edit-trip?id=7',
      '/my-trip/list',
      '/profile',
      '/api/trips/7/export?format=gpx',
      '/api/session',
    ])
      expect([path, strategyFor(get(path), ORIGIN)]).toEqual([path, 'network-then-saved']);
  });

  test('writes, other origins, the router data requests and the worker itself are left alone', () => {
    expect(strategyFor({ ...get('/api/trips/7'), method: 'PUT' }, ORIGIN)).toBe('network');
    expect(strategyFor(get('/places-to-go', { RSC: '1' }), ORIGIN)).toBe('network');
    expect(strategyFor(get('/places-to-go?_rsc=abc'), ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/x'), url: 'https://maps.googleapis.com/x' }, ORIGIN)).toBe('network');
    expect(strategyFor(get('/sw.js'), ORIGIN)).toBe('network');
  });
});

describe('what may be kept in the shared page cache', () => {
  test('a public answer is kept', () => {
    expect(isStorable(answer({ 'cache-control': 's-maxage=3600, stale-while-revalidate=31535400' }))).toBe(true);
  });

  test('an answer marked private or no-store, an error or an opaque answer never is', () => {
    expect(isStorable(answer({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }))).toBe(
      false,
    );
    expect(isStorable(answer({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(answer({}, 404))).toBe(false);
    expect(isStorable(answer({}, 200, 'opaque'))).toBe(false);
  });
});

test('the offline page is precached with the build files its HTML names', () => {
  const html =
    '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/b.js" integrity="sha256-x" async=""></script><script src="/_next/static/chunks/b.js"></script><img src="/images/c.jpg">';
  expect(buildFilesIn(html)).toEqual(['/_next/static/css/a.css', '/_next/static/chunks/b.js']);
});

describe("a build file is kept and served only when it matches the page's integrity hash", () => {
  const chunk = new TextEncoder().encode('(globalThis.TURBOPACK ||= []).push(["chunk.js", {}]);');
  const hash = (algorithm: string, bytes: Uint8Array) =>
    `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
  const bytes = (data: Uint8Array) => data.slice().buffer;

  test('the whole file matches; the empty body a cancelled load left in the cache does not', async () => {
    expect(await matchesIntegrity(bytes(chunk), hash('sha256', chunk))).toBe(true);
    expect(await matchesIntegrity(new ArrayBuffer(0), hash('sha256', chunk))).toBe(false);
    expect(await matchesIntegrity(bytes(chunk.slice(0, 20)), hash('sha256', chunk))).toBe(false);
  });

  test('only the strongest algorithm listed counts, as in the browser', async () => {
    const other = new TextEncoder().encode('something else');
    expect(await matchesIntegrity(bytes(chunk), `${hash('sha256', chunk)} ${hash('sha384', other)}`)).toBe(false);
    expect(await matchesIntegrity(bytes(chunk), `${hash('sha256', other)} ${hash('sha512', chunk)}`)).toBe(true);
  });

  test('a request with no integrity hash the browser knows has nothing to check', async () => {
    expect(await matchesIntegrity(new ArrayBuffer(0), '')).toBe(true);
    expect(await matchesIntegrity(new ArrayBuffer(0), 'md5-AAAA')).toBe(true);
  });
});
