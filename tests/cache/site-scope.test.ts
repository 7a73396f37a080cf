import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileCacheHandler } from '@/lib/cache/handler.mjs';
import { builtForSiteUrl, pageSettingsTag, PAGE_ENVIRONMENT_KEYS, servesBuiltPages } from '@/lib/cache/site-scope.mjs';
import { ENV_KEYS } from '@/lib/env';
import { buildCsp } from '@/lib/security/csp-policy.mjs';

// One build serves every address: Next's file cache, as lib/cache/handler.mjs wraps it, serves a
// page made for one address only to a server for that address. tests/deploy/one-build.mjs checks
// the same on a real build served for three addresses.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };

const BUILT_FOR = 'https://alabama.travel';
const STAGING = 'https://staging.alabama.travel';
let buildDir: string;
const savedSiteUrl = process.env.SITE_URL;
const savedMapsKey = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;

beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scope-'));
  fs.mkdirSync(path.join(buildDir, 'server'));
  fs.writeFileSync(
    path.join(buildDir, 'required-server-files.json'),
    JSON.stringify({
      config: { env: { BUILT_FOR_SITE_URL: BUILT_FOR, BUILT_WITH_PAGE_SETTINGS: pageSettingsTag({}) } },
    }),
  );
});

afterEach(() => {
  process.env.SITE_URL = savedSiteUrl;
  if (savedMapsKey === undefined) delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  else process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = savedMapsKey;
  fs.rmSync(buildDir, { recursive: true, force: true });
});

/** Next's file cache as a server for `address` makes it when it starts. */
function cacheFor(address: string) {
  process.env.SITE_URL = address;
  return new FileCacheHandler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: path.join(buildDir, 'server'),
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  });
}

const key = '/route-cache/APP_PAGE/0f3c/$/privacy-policy';
const page = (address: string) => ({
  kind: 'APP_PAGE',
  html: `<link rel="canonical" href="${address}/privacy-policy">`,
  rscData: Buffer.from(`0:${address}`),
  headers: { 'x-next-cache-tags': '_N_T_/layout' },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});
const context = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };
const lookup = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const htmlOf = async (cache: ReturnType<typeof cacheFor>) =>
  ((await cache.get(key, lookup)) as { value?: { html?: string } } | null)?.value?.html ?? null;

test('a page made for the address the build was made for is served there, and never for another address', async () => {
  await cacheFor(BUILT_FOR).set(key, page(BUILT_FOR), context);
  expect(await htmlOf(cacheFor(BUILT_FOR))).toContain(BUILT_FOR);
  expect(await htmlOf(cacheFor(STAGING))).toBeNull();
});

test("another address's page is kept for it across starts, and a start for the build's address still gets its own", async () => {
  await cacheFor(BUILT_FOR).set(key, page(BUILT_FOR), context);
  await cacheFor(STAGING).set(key, page(STAGING), context);
  expect(await htmlOf(cacheFor(STAGING))).toContain(STAGING);
  expect(await htmlOf(cacheFor(BUILT_FOR))).toContain(BUILT_FOR);
  expect(await htmlOf(cacheFor('https://preview.alabama.travel'))).toBeNull();
});

test('a build that records no address serves its pages to no address', () => {
  fs.rmSync(path.join(buildDir, 'required-server-files.json'));
  expect(builtForSiteUrl(buildDir)).toBeNull();
  expect(servesBuiltPages(buildDir, { SITE_URL: BUILT_FOR })).toBe(false);
});

test('the address is compared as written, a trailing slash aside', () => {
  expect(servesBuiltPages(buildDir, { SITE_URL: `${BUILT_FOR}/` })).toBe(true);
  expect(servesBuiltPages(buildDir, { SITE_URL: 'http://alabama.travel' })).toBe(false);
  expect(servesBuiltPages(buildDir, { PORT: '3000' })).toBe(false);
});

test('a Google Maps key or tile server set where the build had none is shown by every page, prerendered ones too', async () => {
  expect(servesBuiltPages(buildDir, { SITE_URL: BUILT_FOR })).toBe(true);
  expect(servesBuiltPages(buildDir, { SITE_URL: BUILT_FOR, NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key' })).toBe(false);
  expect(
    servesBuiltPages(buildDir, { SITE_URL: BUILT_FOR, NEXT_PUBLIC_MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png' }),
  ).toBe(false);

  await cacheFor(BUILT_FOR).set(key, page(BUILT_FOR), context);
  process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = 'key';
  expect(await htmlOf(cacheFor(BUILT_FOR))).toBeNull();
  delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
  expect(await htmlOf(cacheFor(BUILT_FOR))).toContain(BUILT_FOR);
});

// A cached page keeps the policy made when it entered the cache, so every variable that changes
// the policy must separate caches (SITE_URL, the address, does so itself). Each variable the site
// reads is tried with values of each shape.
test('every variable that changes the content security policy keeps cached pages apart', () => {
  const probes = ['https://probe.example.com/x.js', 'cdn', 'key', '1'];
  const base = buildCsp({ scriptHashes: [], env: { NODE_ENV: 'production' } });
  const policyReads = ENV_KEYS.filter(
    (name) =>
      name !== 'NODE_ENV' &&
      probes.some((value) => buildCsp({ scriptHashes: [], env: { NODE_ENV: 'production', [name]: value } }) !== base),
  );
  expect(policyReads.length).toBeGreaterThan(5);
  expect(policyReads.filter((name) => name !== 'SITE_URL' && !PAGE_ENVIRONMENT_KEYS.includes(name))).toEqual([]);
});
