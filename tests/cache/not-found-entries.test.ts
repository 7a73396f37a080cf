import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileCacheHandler } from '@/lib/cache/handler.mjs';

// Next's own file-system cache (the one a single copy uses), wrapped as lib/cache/handler.mjs
// wraps it, writing into a build folder of its own. What a crawler of junk ids leaves on disk.
// tests/e2e/cache.spec.ts checks the same on a running build, tests/cluster/cluster.mjs in Redis.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };

let serverDistDir: string;
let cache: InstanceType<typeof FileCacheHandler>;

beforeEach(() => {
  serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-entries-')), 'server');
  fs.mkdirSync(serverDistDir, { recursive: true });
  cache = new FileCacheHandler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  });
});

afterEach(() => fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true }));

const keyOf = (pathname: string) => `/route-cache/APP_PAGE/0f3c/$${pathname}`;
const page = (status: number, html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`0:${html}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  postponed: undefined,
  status,
  segmentData: undefined,
});
const context = { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
const lookup = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const filesOnDisk = () =>
  (fs.readdirSync(serverDistDir, { recursive: true }) as string[]).filter((name) =>
    fs.statSync(path.join(serverDistDir, name)).isFile(),
  );
const statusOf = async (key: string) =>
  ((await cache.get(key, lookup)) as { value?: { status?: number } } | null)?.value?.status;

test('the 404 of an id that never existed leaves nothing on disk', async () => {
  for (let i = 0; i < 20; i += 1)
    await cache.set(keyOf(`/places-to-go/junk-${i}`), page(404, '<h1>Page not found</h1>'), context);
  expect(filesOnDisk()).toEqual([]);
  expect(await cache.get(keyOf('/places-to-go/junk-3'), lookup)).toBeNull();
});

test('a page that is found is still written, and read back', async () => {
  await cache.set(keyOf('/places-to-go/vulcan-park-and-museum'), page(200, '<h1>Vulcan Park and Museum</h1>'), context);
  expect(filesOnDisk().some((name) => name.endsWith('vulcan-park-and-museum.html'))).toBe(true);
  expect(await statusOf(keyOf('/places-to-go/vulcan-park-and-museum'))).toBe(200);
});

test('a page that existed and was removed answers 404 from the cache, not its old copy', async () => {
  const key = keyOf('/places-to-go/vulcan-park-and-museum');
  await cache.set(key, page(200, '<h1>Vulcan Park and Museum</h1>'), context);
  await cache.set(key, page(404, '<h1>Page not found</h1>'), context);
  expect(await statusOf(key)).toBe(404);
  const html = filesOnDisk().find((name) => name.endsWith('vulcan-park-and-museum.html'));
  expect(fs.readFileSync(path.join(serverDistDir, html!), 'utf8')).toBe('<h1>Page not found</h1>');
});

test("the not-found route's own page, one entry whatever was asked, is kept", async () => {
  await cache.set(keyOf('/_not-found'), page(404, '<h1>Page not found</h1>'), context);
  expect(await statusOf(keyOf('/_not-found'))).toBe(404);
});

test('data-cache entries and other statuses are untouched', async () => {
  await cache.set(keyOf('/places-to-go/gone'), page(410, '<h1>Gone</h1>'), context);
  expect(await statusOf(keyOf('/places-to-go/gone'))).toBe(410);
  const fetchEntry = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 404, url: '' }, revalidate: 300 };
  await cache.set('alerts-key', fetchEntry, { fetchCache: true, tags: ['alerts'] });
  expect(
    ((await cache.get('alerts-key', { kind: 'FETCH', tags: ['alerts'] })) as { value: unknown }).value,
  ).toMatchObject({ kind: 'FETCH' });
});
