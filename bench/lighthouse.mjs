// Mobile Lighthouse (its default: a mid-range phone on slow 4G, simulated throttling) on the home
// page, an attraction, an event, a road trip and the map, in the system Chromium, against a
// production build on loopback. Usage: node bench/lighthouse.mjs [--write-docs]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { DETAIL_ROUTES, resolvePath } from './lib/routes.mjs';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3194);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'attraction', ...DETAIL_ROUTES.attraction },
  { name: 'event', ...DETAIL_ROUTES.event },
  { name: 'road trip', ...DETAIL_ROUTES.roadTrip },
  { name: 'map', path: '/places-to-go/map' },
];

async function main() {
  const distDir = ensureBuild();
  const db = await freshDatabase('pglite', 'lighthouse');
  const server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const page of PAGES) {
      const path = await resolvePath(server.url, page);
      if (!path) {
        rows.push({ name: page.name, path: '-', note: 'no data to pick a page from' });
        continue;
      }
      await fetch(server.url + path); // warm the server's caches, as a visitor after the first would find them
      const result = await lighthouse(server.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        rows.push({ name: page.name, path, note: lhr?.runtimeError?.message ?? 'no result' });
        continue;
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => a.id);
      rows.push({
        name: page.name,
        path,
        status: lhr.finalDisplayedUrl ? 'ok' : '',
        scores,
        lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        failing,
      });
      const consoleErrors = (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => `${item.source}: ${String(item.description).slice(0, 160)}`);
      console.log(page.name, path, JSON.stringify(scores), failing.join(', '), consoleErrors);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await db.drop();
  }

  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile settings (simulated slow 4G, 4x CPU slowdown), system Chromium, production build on loopback, ${today()}, one run per page.`,
    `Targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO = 100.`,
    '',
    '| page | path | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | audits below 0.9 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) =>
      r.scores
        ? `| ${r.name} | \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failing.join(', ') || '-'} |`
        : `| ${r.name} | \`${r.path}\` | ${r.note} | | | | | | | |`,
    ),
  ];
  const text = lines.join('\n');
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'lighthouse', text);
  const missed = rows.filter((r) => r.scores && CATEGORIES.some((c) => r.scores[c] < TARGETS[c]));
  if (missed.length) {
    console.error(`Below target: ${missed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
