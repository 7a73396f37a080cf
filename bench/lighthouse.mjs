// Mobile Lighthouse (its default: a mid-range phone on slow 4G, simulated throttling) on the home
// page, an attraction, an event, a road trip and the map, in the system Chromium, against a
// production build on loopback. Lighthouse's simulated score moves by several points between runs
// of the same page on this machine, so each page runs RUNS times (interleaved) and the median run
// is reported; a bare Next.js page (static and per-request) built in the same run is measured the
// same way, as the framework's own floor. Usage: node bench/lighthouse.mjs [--runs 5] [--write-docs]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBareApp } from './lib/bare-app.mjs';
import { ensureBuild } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { DETAIL_ROUTES, resolvePath } from './lib/routes.mjs';
import { startServer } from './lib/server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3194);
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'attraction', ...DETAIL_ROUTES.attraction },
  { name: 'event', ...DETAIL_ROUTES.event },
  { name: 'road trip', ...DETAIL_ROUTES.roadTrip },
  { name: 'map', path: '/places-to-go/map' },
];
const CACHED_PAGES = ['home', 'attraction', 'event', 'road trip'];
const CACHED_TARGET = 98;
const FLOOR_PAGES = [
  { name: 'floor: bare Next.js static page', path: '/' },
  { name: 'floor: bare Next.js per-request page', path: '/dynamic' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.message ?? 'no result' };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id),
  };
}

/** The run whose performance score is the median (its other numbers come with it), plus the range. */
function summarise(page, runs) {
  const good = runs.filter((r) => r.scores);
  if (good.length === 0) return { ...page, note: runs[0]?.error ?? 'no result' };
  const perf = median(good.map((r) => r.scores.performance));
  const chosen = good.find((r) => r.scores.performance === perf);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(good.map((r) => r.scores[c]))]));
  const performances = good.map((r) => r.scores.performance);
  return {
    ...page,
    ...chosen,
    scores,
    runs: good.length,
    range: `${Math.min(...performances)}–${Math.max(...performances)}`,
    tbt: median(good.map((r) => r.tbt)),
    lcp: median(good.map((r) => r.lcp)),
    fcp: median(good.map((r) => r.fcp)),
  };
}

async function main() {
  const distDir = ensureBuild();
  const bare = ensureBareApp();
  const db = await freshDatabase('pglite', 'lighthouse');
  const server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  const bareServer = await startServer({ port: PORT + 1, cwd: bare.dir, readyPath: '/' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const targets = [];
  let rows = [];
  try {
    for (const page of PAGES) {
      const path = await resolvePath(server.url, page);
      targets.push({ name: page.name, path: path ?? '-', url: path ? server.url + path : null });
    }
    for (const page of FLOOR_PAGES) targets.push({ ...page, url: bareServer.url + page.path, floor: true });
    for (const target of targets) if (target.url) await fetch(target.url); // warm the servers' caches
    // One throwaway audit: the first run of a fresh Chromium pays its own start-up costs.
    await audit(chrome, targets[0].url ?? bareServer.url);
    const runs = new Map(targets.map((t) => [t, []]));
    // Interleaved rounds, so a slow spell of the machine falls on every page alike.
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        if (!target.url) continue;
        const result = await audit(chrome, target.url);
        runs.get(target).push(result);
        console.log(
          `round ${round + 1}/${RUNS} ${target.name}: ${result.scores ? JSON.stringify(result.scores) : result.error}`,
        );
      }
    }
    rows = targets.map((t) => (t.url ? summarise(t, runs.get(t)) : { ...t, note: 'no data to pick a page from' }));
  } finally {
    await chrome.kill();
    await bareServer.stop();
    await server.stop();
    await db.drop();
  }

  const lines = [
    '## Lighthouse (mobile)',
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, default mobile settings (simulated slow 4G, 4x CPU slowdown), system Chromium, production build on loopback, ${today()}.`,
    `Each page ran ${RUNS} times in interleaved rounds; the table shows the median of each score, the performance range over the runs, and the median FCP, LCP and TBT. The floor rows are a bare Next.js app (one heading, nothing else) built with the same versions and measured in the same rounds.`,
    `Targets: performance >= ${TARGETS.performance}, accessibility, best practices and SEO = 100.`,
    '',
    '| page | path | performance (range) | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | audits below 0.9 (median run) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((r) =>
      r.scores
        ? `| ${r.name} | \`${r.path}\` | ${r.scores.performance} (${r.range}) | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failing.join(', ') || '-'} |`
        : `| ${r.name} | \`${r.path}\` | ${r.note} | | | | | | | | |`,
    ),
  ];
  // The target for the cached pages: a median performance of 98 or more.
  const cached = rows.filter((r) => CACHED_PAGES.includes(r.name) && r.scores);
  const under = cached.filter((r) => r.scores.performance < CACHED_TARGET);
  lines.push(
    '',
    `Pages from the ISR cache: median performance >= ${CACHED_TARGET} on ${CACHED_PAGES.join(', ')}: ${under.length ? `not met by ${under.map((r) => `${r.name} (${r.scores.performance})`).join(', ')}` : 'met'}; the bare Next.js floor in the same rounds: ${rows
      .filter((r) => r.floor && r.scores)
      .map((r) => r.scores.performance)
      .join(' and ')}.`,
  );
  // Against the bare page measured in the same rounds: performance within 3 points of its
  // median, and total blocking time at most 1.5 times its median.
  const bareRow = rows.find((r) => r.floor && r.scores);
  if (bareRow) {
    const pages = rows.filter((r) => !r.floor && r.scores);
    const behind = pages.filter((r) => bareRow.scores.performance - r.scores.performance > 3);
    const blocking = pages.filter((r) => r.tbt > bareRow.tbt * 1.5);
    lines.push(
      '',
      `Against the bare static page (performance ${bareRow.scores.performance}, TBT ${bareRow.tbt} ms): performance within 3 points on every page: ${behind.length ? `not met by ${behind.map((r) => `${r.name} (${r.scores.performance})`).join(', ')}` : 'met'}; total blocking time at most 1.5 times the bare page's (${Math.round(bareRow.tbt * 1.5)} ms): ${blocking.length ? `not met by ${blocking.map((r) => `${r.name} (${r.tbt} ms, ${(r.tbt / bareRow.tbt).toFixed(2)}x)`).join(', ')}` : 'met'}.`,
    );
  }
  const text = lines.join('\n');
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'lighthouse', text);
  const missed = rows.filter((r) => !r.floor && r.scores && CATEGORIES.some((c) => r.scores[c] < TARGETS[c]));
  if (missed.length) {
    console.error(`Below target (medians): ${missed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
