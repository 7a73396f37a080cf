#!/usr/bin/env node
// One build, every environment (README, "Deploying"): the standalone folder of ONE `npm run build`,
// copied away as a deploy ships it, is served for two other addresses and then for its own, and
// in the project with `npm run serve:standalone`. Every kind of page (prerendered at build, rendered
// on request, the sitemap, robots.txt) names the address it is served at and no other, nothing is
// built again (the build id stays), the database and export commands run there with plain node,
// and the folder holds only what runs. Run by scripts/ci/deploy.sh; by hand, after
// `NEXT_DIST_DIR=.next-deploy SITE_URL=https://build.example.org npm run build`:
//   DEPLOY_DIST_DIR=.next-deploy node tests/deploy/one-build.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtForSiteUrl } from '../../lib/cache/site-scope.mjs';
import { standalonePaths } from '../../scripts/serve-standalone.mjs';
import { logsOf, start, stopAll } from '../cluster/processes.mjs';
import { freePort, startStandalone } from './standalone-server.mjs';

const distDir = process.env.DEPLOY_DIST_DIR || '.next-deploy';
const step = (message) => console.log(`one-build: ${message}`);
const ONE = 'https://one.example.org';
const TWO = 'https://two.example.org';

const builtFor = builtForSiteUrl(distDir);
assert.ok(builtFor, `${distDir} records no address: build it with npm run build`);
assert.ok(![ONE, TWO].includes(builtFor), `build ${distDir} for an address other than ${ONE} and ${TWO}`);
const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');
const { innerDist } = standalonePaths(distDir);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'one-build-'));
const site = path.join(work, 'site');

/**
 * One prerendered page of a dynamic route, from the build's own list, at its public path: pages
 * live under app/[locale]/, so the build lists `/en/upcoming-events/…`, which visitors ask for
 * without the `/en`.
 */
function prerenderedOf(route) {
  const { routes } = JSON.parse(fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  const found = Object.keys(routes).find(
    (pathname) => routes[pathname].srcRoute === `/[locale]${route}` && pathname.startsWith('/en/'),
  );
  assert.ok(found, `the build prerendered no ${route}`);
  return found.slice('/en'.length);
}

const PAGES = [
  '/', // prerendered, the home page
  '/privacy-policy', // prerendered, a static page
  prerenderedOf('/upcoming-events/[id]'), // prerendered, a detail page with JSON-LD
  `/es${prerenderedOf('/upcoming-events/[id]')}`, // the same page in Spanish
  '/places-to-go/uss-alabama-battleship-memorial-park', // rendered on its first request
  '/search', // rendered on every request
];

/** GET on the server, following its redirects on the server (a redirect may name the public address). */
async function get(origin, pathname) {
  let url = new URL(pathname, origin);
  for (let hop = 0; hop < 4; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return { response, text: await response.text() };
    const next = new URL(location, url);
    url = new URL(next.pathname + next.search, origin);
  }
  throw new Error(`${pathname}: too many redirects`);
}

/** Every page kind names `address`, and no other address the build or this test used. */
async function checkAddress(origin, address) {
  const others = [builtFor, ONE, TWO, 'http://localhost:3000'].filter((other) => other !== address);
  const noOther = (what, text) => {
    for (const other of others) assert.ok(!text.includes(other), `${what} served for ${address} names ${other}`);
  };
  // An area page: its og:image is the route's own image file, made absolute by metadataBase.
  const listed = [
    ...(await get(origin, '/sitemap.xml')).text.matchAll(/<loc>[^<]*?(\/places-to-go\/areas\/[^<]+)<\/loc>/g),
  ];
  assert.ok(listed[0], `the sitemap served for ${address} lists no area`);
  for (const page of [...PAGES, listed[0][1]]) {
    const { response, text } = await get(origin, page);
    assert.equal(response.status, 200, `${page} for ${address}: ${response.status}`);
    const canonical = text.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    const names = (url) => url === address || url?.startsWith(`${address}/`);
    assert.ok(names(canonical), `${page} for ${address}: canonical ${canonical}`);
    const ogUrl = text.match(/<meta property="og:url" content="([^"]+)"/)?.[1];
    assert.ok(names(ogUrl), `${page} for ${address}: og:url ${ogUrl}`);
    const ogImage = text.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    assert.ok(names(ogImage), `${page} for ${address}: og:image ${ogImage}`);
    noOther(page, text);
    // Next's fallback for relative image URLs when no metadataBase names the site.
    assert.ok(!/https?:\/\/localhost:/.test(text), `${page} for ${address} names a localhost address`);
  }
  const event = await get(origin, PAGES[2]);
  const jsonLd = [...event.text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
    (m) => m[1],
  );
  assert.ok(
    jsonLd.some((data) => data.includes(`"${address}/`)),
    `${PAGES[2]}: no JSON-LD names ${address}`,
  );
  const sitemap = await get(origin, '/sitemap.xml');
  const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  assert.ok(locs.length > 10 && locs.every((loc) => loc.startsWith(`${address}/`)), `sitemap.xml for ${address}`);
  noOther('/sitemap.xml', sitemap.text);
  const robots = await get(origin, '/robots.txt');
  assert.match(robots.text, new RegExp(`Sitemap: ${address}/sitemap.xml`), `robots.txt for ${address}`);
}

/** How the first request for a page nobody asked for yet was answered (x-nextjs-cache). */
async function firstAnswer(origin, pathname) {
  const { response } = await get(origin, pathname);
  return response.headers.get('x-nextjs-cache');
}

function checkNotBuilt(where, child) {
  assert.equal(fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8'), buildId, `${where}: the build id changed`);
  assert.equal(
    fs.readFileSync(path.join(site, innerDist, 'BUILD_ID'), 'utf8'),
    buildId,
    `${where}: the copy's build id changed`,
  );
  assert.doesNotMatch(logsOf(child), /Creating an optimized production build|next build/i, `${where} built`);
}

try {
  // As the build made it: without the pages an earlier run in the project cached for its addresses.
  fs.cpSync(path.join(distDir, 'standalone'), site, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !/[\\/]server[\\/]site-[0-9a-f]{12}$/.test(source),
  });
  step(`build ${buildId} of ${distDir}, made for ${builtFor}, copied to ${site}`);

  // --- The folder holds only what runs, and all of it ---
  for (const source of [
    'app',
    'components',
    'tests',
    'bench',
    'docs',
    'tools',
    'scripts',
    'README.md',
    'tsconfig.json',
  ])
    assert.ok(!fs.existsSync(path.join(site, source)), `the standalone folder ships ${source}`);
  for (const needed of [
    'server.js',
    'server.mjs',
    'public',
    path.join(innerDist, 'static'),
    'lib/db/migrations',
    'content',
  ])
    assert.ok(fs.existsSync(path.join(site, needed)), `the standalone folder lacks ${needed}`);
  step(`the folder holds the server, its files and ops/, and no sources (${sizeOf(site)})`);

  // --- The operator's commands with plain node, in the folder ---
  const opsEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(work, 'pglite-ops'),
    DATABASE_URL: '',
  };
  for (const [command, expected] of [
    [['ops/db-migrate.mjs'], /Migrations applied \(pglite\)/],
    [['ops/db-seed.mjs'], /Database seeded \(pglite\)/],
    [['ops/orders-export.mjs', '--since', '2026-01-01'], /^order_id,ordered_at,/],
  ]) {
    const result = spawnSync(process.execPath, command, { cwd: site, env: opsEnv, encoding: 'utf8', timeout: 120_000 });
    assert.equal(result.status, 0, `node ${command.join(' ')}: ${result.stderr}`);
    assert.match(result.stdout, expected, `node ${command.join(' ')} said ${result.stdout.slice(0, 200)}`);
    step(`node ${command.join(' ')}: ${result.stdout.split('\n')[0]}`);
  }

  // --- The copy served for two other addresses, the first again, then its own ---
  const env = { PGLITE_DIR: path.join(work, 'pglite'), NEXT_DIST_DIR: innerDist, DATABASE_URL: '' };
  for (const [round, address] of [ONE, TWO, ONE, builtFor].entries()) {
    const server = await startStandalone(`copy ${address}`, site, { ...env, SITE_URL: address });
    try {
      const cache = await firstAnswer(server.origin, '/privacy-policy');
      if (address === builtFor)
        assert.ok(cache === 'HIT' || cache === 'STALE', `the build's own page for its own address: ${cache}`);
      // Another address's page was rendered once, in the first round for it, and kept.
      else if (round >= 2) assert.ok(cache === 'HIT' || cache === 'STALE', `${address}'s kept page: ${cache}`);
      else assert.equal(cache, 'MISS', `the build's page served for ${address}`);
      await checkAddress(server.origin, address);
      checkNotBuilt(`node server.mjs for ${address}`, server.child);
      step(
        `node server.mjs for ${address}: every page names it (first /privacy-policy: ${cache}); build ${buildId} kept`,
      );
    } finally {
      await server.stop();
    }
  }

  // --- Settings the build did not have, set where it runs: the maps' key and tiles, a media host ---
  const MAPS_KEY = 'runtime-maps-key';
  const TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';
  const MEDIA = 'http://127.0.0.1:9/media/';
  const photo = `/_next/image?url=${encodeURIComponent(`${MEDIA}a.jpg`)}&w=640&q=75`;
  const refused = async (origin) => /not allowed/i.test((await get(origin, photo)).text);
  const keyed = await startStandalone(`copy ${builtFor} with a maps key`, site, {
    ...env,
    SITE_URL: builtFor,
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: MAPS_KEY,
    NEXT_PUBLIC_MAP_TILE_URL: TILES,
    MEDIA_BASE_URL: MEDIA,
  });
  try {
    const cache = await firstAnswer(keyed.origin, '/privacy-policy');
    assert.equal(cache, 'MISS', `the build's page, made without a maps key, served with one`);
    for (const page of ['/', '/places-to-go/map', '/places-to-go/uss-alabama-battleship-memorial-park']) {
      const { response, text } = await get(keyed.origin, page);
      assert.equal(response.status, 200, `${page} with a maps key: ${response.status}`);
      assert.ok(text.includes(MAPS_KEY) && text.includes(TILES), `${page} does not carry the run-time map settings`);
      assert.match(
        response.headers.get('content-security-policy') ?? '',
        /script-src[^;]*googleapis\.com/,
        `${page}: the policy does not allow Google Maps`,
      );
    }
    const place = await get(keyed.origin, '/places-to-go/uss-alabama-battleship-memorial-park');
    assert.match(
      place.text,
      /maps\.googleapis\.com\/maps\/api\/staticmap[^"]*key=runtime-maps-key/,
      'the place map is not Google',
    );
    assert.ok(!(await refused(keyed.origin)), `the image optimizer refuses photos from ${MEDIA}, set at run time`);
    checkNotBuilt('node server.mjs with a maps key', keyed.child);
    step('node server.mjs with a maps key, tiles and a media host set at run time: every page kind follows them');
  } finally {
    await keyed.stop();
  }
  const unkeyed = await startStandalone(`copy ${builtFor} again`, site, { ...env, SITE_URL: builtFor });
  try {
    const { text } = await get(unkeyed.origin, '/places-to-go/uss-alabama-battleship-memorial-park');
    assert.ok(!text.includes(MAPS_KEY), 'a page made with the maps key served without it');
    assert.ok(await refused(unkeyed.origin), `the image optimizer fetches from ${MEDIA} without it set`);
    step('the same copy without them: no page carries them, and the media host is refused');
  } finally {
    await unkeyed.stop();
  }

  // --- npm run serve:standalone in the project, for another address: serving never builds ---
  const port = await freePort();
  const served = start('serve:standalone', process.execPath, ['scripts/start.mjs', '--standalone'], {
    NEXT_DIST_DIR: distDir,
    SITE_URL: TWO,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    PGLITE_DIR: path.join(work, 'pglite-project'),
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const origin = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let i = 0; i < 240 && !healthy && served.exitCode === null; i += 1) {
    healthy = Boolean((await fetch(`${origin}/api/health`).catch(() => null))?.ok);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  assert.ok(healthy, `npm run serve:standalone never answered:\n${logsOf(served)}`);
  await checkAddress(origin, TWO);
  checkNotBuilt('npm run serve:standalone', served);
  step(`npm run serve:standalone for ${TWO}: every page names it; build ${buildId} kept`);
  // SIGTERM reaches server.mjs through the script; SIGKILL (stopAll) would leave it running.
  const exited = new Promise((resolve) => served.once('exit', resolve));
  served.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  console.log('one-build: passed');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
  fs.rmSync(work, { recursive: true, force: true });
  // Idle keep-alive sockets to the stopped servers would hold the process open.
  process.exit();
}

function sizeOf(folder) {
  return spawnSync('du', ['-sh', folder], { encoding: 'utf8' }).stdout.split('\t')[0];
}
