// The map page with 500 markers: time from navigation to the server-drawn map on screen and to the
// live map's markers drawn, the marker layer's scripting time, and the route's first-load
// JavaScript (gzip). Writes the "Map" section of
// docs/PERFORMANCE.md. Usage: node bench/map.mjs   (NEXT_DIST_DIR picks the build; default .next-map)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { firstLoadJs } from '../scripts/bundle-budget.mjs';
import { ensureBuild } from './lib/build.mjs';
import { today, writeSection } from './lib/report.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const RUNS = 7;
const DRAW_TARGET_MS = 150;
const JS_TARGET_KB = 200;
const distDir = ensureBuild(process.env.NEXT_DIST_DIR || '.next-map');
const pglite = path.join(ROOT, '.data', `bench-map-${process.pid}`);

const prepared = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/map-prepare.ts'],
  {
    cwd: ROOT,
    env: { ...process.env, PGLITE_DIR: pglite, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
    encoding: 'utf8',
  },
);
if (prepared.status !== 0) throw new Error(`preparing the bench database failed:\n${prepared.stderr}`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = await startServer({
  port: Number(process.env.BENCH_MAP_PORT ?? 3106),
  env: { NEXT_DIST_DIR: distDir, PGLITE_DIR: pglite },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const runs = [];
let js;
try {
  js = await firstLoadJs(server.url, '/places-to-go/map');
  for (let i = 0; i <= RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${server.url}/places-to-go/map`);
    await page.waitForSelector('[data-testid=map][data-ready=true]', { timeout: 60_000 });
    const result = await page.evaluate(() => {
      const mark = performance.getEntriesByName('map-markers-drawn')[0];
      const node = document.querySelector('[data-testid=map]');
      const painted = performance.getEntriesByName('first-contentful-paint')[0];
      const standIn = document.querySelector('[data-testid=static-map]');
      return {
        paintedAt: painted?.startTime ?? NaN,
        standInMarkers: Number(standIn?.dataset.drawn ?? 0),
        drawnAt: mark.startTime,
        points: Number(node.dataset.points),
        drawMs: Number(node.dataset.drawMs),
        clusters: Number(node.dataset.clusters),
      };
    });
    if (i > 0) runs.push(result); // the first run warms the server's caches
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(pglite, { recursive: true, force: true });
}

const drawMs = median(runs.map((r) => r.drawMs));
const drawnAt = median(runs.map((r) => r.drawnAt));
const paintedAt = median(runs.map((r) => r.paintedAt));
const kb = Math.round((js.bytes / 1024) * 10) / 10;
const markdown = [
  '## Map',
  '',
  `Measured ${today()} by \`node bench/map.mjs\` on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(
      ', ',
    )}: \`next start\` on loopback, Chromium headless with every request off the machine refused, the offline county map (no keys). The bench database is the seed plus 600 synthetic places ("Bench synthetic", bench data only), so the first view lists and draws the full ${runs[0]?.points ?? 500} places filterLocations returns. Median of ${RUNS} page loads after one warm-up.`,
  '',
  `- Marker layer: clustering and drawing ${runs[0]?.points} places took **${drawMs.toFixed(1)} ms** of scripting (target under ${DRAW_TARGET_MS} ms: ${drawMs < DRAW_TARGET_MS ? 'met' : 'not met'}); ${runs[0]?.clusters} clusters at the state view.`,
  `- Navigation to the server-drawn map on screen: **${Math.round(paintedAt)} ms** (first contentful paint; the county picture and ${runs[0]?.standInMarkers} markers, clusters and single places, are in the HTML).`,
  `- Navigation to the live map's markers drawn: **${Math.round(drawnAt)} ms** (the map chunk loads at the first idle moment after hydration, then Leaflet and the markers in separate tasks).`,
  `- First-load JavaScript of /places-to-go/map: **${kb} KB** gzip in ${js.scripts} scripts (target under ${JS_TARGET_KB} KB: ${kb < JS_TARGET_KB ? 'met' : 'not met'}). Leaflet and supercluster load after the page, through next/dynamic; the county picture is a 7 KB (gzip) SVG, not script.`,
  '',
  'How: the list and a picture of the first view (the county SVG in Web Mercator, clusters from the same supercluster index) are rendered on the server from the URL; the live map is a client chunk loaded with `ssr: false` once the page is idle or the map is touched; the counties are one image overlay, not shapes drawn in script; supercluster builds its index once per result set; single places are canvas circle markers (one canvas for all), and only clusters are DOM markers.',
].join('\n');
writeSection('docs/PERFORMANCE.md', 'map', markdown);
console.log(markdown);
