// Mobile Lighthouse with real photographs: the home page, a place, an event and a road trip whose
// records carry a photo of the test set (tests/support/media-server.mjs, served on loopback as
// MEDIA_BASE_URL; tests/support/photo-records.ts), in interleaved rounds with a bare Next.js page.
// Reports the median performance and LCP and the image bytes a 390 x 844 phone loads.
// Needs a build made with MEDIA_BASE_URL=http://127.0.0.1:<MEDIA_PORT>/ (scripts/ci/images.sh makes
// one in .next-images). Usage: node bench/lighthouse-photos.mjs [--runs 5] [--write-docs]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMediaServer } from '../tests/support/media-server.mjs';
import { ensureBareApp } from './lib/bare-app.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3282);
const MEDIA_PORT = Number(process.env.MEDIA_PORT ?? 3281);
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-images';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
// A 390 x 844 phone (the issue's first screen) at the density of Lighthouse's own mobile device.
const SCREEN = { mobile: true, width: 390, height: 844, deviceScaleFactor: 1.75, disabled: false };
const IMAGE_BUDGET = 150 * 1024;
// --no-floor: no bare page in the rounds (its build may fail to start); the floor is then
// FLOOR_PERFORMANCE (the bare page's median in the SVG run, docs/PERFORMANCE.md), said so in the report.
const WITH_FLOOR = !process.argv.includes('--no-floor');
const FLOOR_PERFORMANCE = Number(process.env.FLOOR_PERFORMANCE ?? 100);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, url) {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { screenEmulation: SCREEN, formFactor: 'mobile' } },
  );
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.message ?? 'no result' };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const images = requests.filter((r) => r.resourceType === 'Image');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    imageBytes: images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    imageTypes: [...new Set(images.map((r) => r.mimeType).filter(Boolean))].sort(),
  };
}

function preparePhotos(env) {
  const out = path.join(ROOT, '.data', `photo-records-${process.pid}.json`);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tests/support/photo-records.ts', out],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`photo records failed:\n${result.stderr}`);
  const records = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out);
  return records;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) throw new Error(`no build in ${DIST_DIR}: see the header`);
  const media = await startMediaServer(MEDIA_PORT);
  const bare = WITH_FLOOR ? ensureBareApp() : undefined;
  const db = await freshDatabase('pglite', 'photos');
  const records = preparePhotos(db.env);
  const env = { NEXT_DIST_DIR: DIST_DIR, MEDIA_BASE_URL: `http://127.0.0.1:${MEDIA_PORT}/`, ...db.env };
  const server = await startServer({ port: PORT, env });
  const bareServer = bare
    ? await startServer({ port: PORT + 1, cwd: bare.dir, readyPath: '/' }).catch(async (error) => {
        await server.stop();
        throw error;
      })
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const targets = [
    { name: 'home (illustrations: the content has no photo)', path: '/' },
    { name: 'place with a photo', path: records.places[0] },
    { name: 'event with a photo', path: records.events[0] },
    { name: 'road trip with a photo', path: records.roadTrips[0] },
  ]
    .filter((t) => t.path)
    .map((t) => ({ ...t, url: server.url + t.path }));
  if (bareServer) {
    targets.push({ name: 'floor: bare Next.js static page', path: '/', url: bareServer.url + '/', floor: true });
  }
  const runs = new Map(targets.map((t) => [t, []]));
  try {
    for (const target of targets) await fetch(target.url); // render once, so the rounds measure the cached page
    await audit(chrome, targets[0].url); // a fresh Chromium's first audit pays its start-up
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        const result = await audit(chrome, target.url);
        runs.get(target).push(result);
        console.log(`round ${round + 1}/${RUNS} ${target.name}: ${JSON.stringify(result)}`);
      }
    }
  } finally {
    await chrome.kill();
    await bareServer?.stop();
    await server.stop();
    media.close();
    await db.drop();
  }
  const floorTarget = targets.find((t) => t.floor);
  const floor = floorTarget
    ? median(
        runs
          .get(floorTarget)
          .filter((r) => !r.error)
          .map((r) => r.performance),
      )
    : FLOOR_PERFORMANCE;
  const rows = targets.map((t) => {
    const good = runs.get(t).filter((r) => !r.error);
    if (good.length === 0) return `| ${t.name} | \`${t.path}\` | ${runs.get(t)[0]?.error ?? 'no result'} | | | | |`;
    const perf = median(good.map((r) => r.performance));
    const lcp = median(good.map((r) => r.lcp));
    const kb = Math.round(median(good.map((r) => r.imageBytes)) / 1024);
    const types = [...new Set(good.flatMap((r) => r.imageTypes))].join(', ') || '-';
    const met = t.floor ? '-' : perf >= floor - 5 && lcp <= 2500 && kb * 1024 <= IMAGE_BUDGET ? 'met' : 'not met';
    return `| ${t.name} | \`${t.path}\` | ${perf} (${Math.min(...good.map((r) => r.performance))}–${Math.max(...good.map((r) => r.performance))}) | ${lcp} | ${median(good.map((r) => r.cls))} | ${kb} (${types}) | ${met} |`;
  });
  const text = [
    '## Lighthouse (mobile) with photographs',
    '',
    `Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown) on a 390 x 844 screen at 1.75x, system Chromium, production build on loopback with MEDIA_BASE_URL at the test media server (\`bench/lighthouse-photos.mjs\`), ${today()}.`,
    `The place, event and road trip carry a photograph of the test set (MATE nature wallpapers, GPL-2+; docs/TESTING.md) through the image pipeline (docs/ARCHITECTURE.md, "Pictures"); each page ran ${RUNS} times in interleaved rounds${floorTarget ? ' with the bare Next.js page' : ''}; medians of the runs Lighthouse could trace (a run that fails with NO_NAVSTART is left out).`,
    `Targets: performance within 5 points of the bare page (${floorTarget ? 'measured in the same rounds' : `its median of ${floor} in the SVG run above; its own build did not start in this run`}), LCP <= 2500 ms, image bytes loaded on the first screen <= 150 KB (Lighthouse's network records: lazy pictures below the screen are not fetched).`,
    '',
    '| page | path | performance (range) | LCP ms | CLS | image KB loaded (types) | targets |',
    '|---|---|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'lighthouse-photos', text);
}

await main();
