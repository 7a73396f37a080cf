// Every class of public page beside the prerendered /sitemap.xml, from one server in one run
// (docs/PERFORMANCE.md): content pages (home, an attraction, an event, a road trip, /newsletter),
// the same pages on the Spanish site (/es/…),
// map views (by path and by query string), search results asked again and asked for the first time,
// and the suggestion APIs; then how soon a changed page is fresh after POST /api/revalidate.
// Loopback only, bounded: BENCH_DURATION seconds (default 5) per target at BENCH_CONNECTIONS (20).
// Usage: node bench/cache.mjs [--write-docs]
// BENCH_APP_DIR + BENCH_DIST_DIR measure an existing build elsewhere (default: this checkout).
import autocannon from 'autocannon';
import os from 'node:os';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { appWithOwnContent } from './lib/own-content.mjs';
import { today, writeSection } from './lib/report.mjs';
import { DETAIL_ROUTES, resolvePath } from './lib/routes.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3305);
const SECRET = 'bench-revalidate-secret';
const FRESH_WITHIN_MS = 2000;
/** What a first search did before results were cached per query (docs/PERFORMANCE.md, same bench). */
const FIRST_SEARCH_BEFORE = 0.08;
/** Each class's target, as a share of the floor's req/s (null: reported only). */
const TARGETS = {
  cached: 0.8,
  'cached, Spanish': 0.8,
  map: 0.8,
  'search, repeated': 0.5,
  'search, first': FIRST_SEARCH_BEFORE,
  suggestions: null,
};

// Sets of real words, each asked once while "search, first" runs: no two share a cache entry.
const WORDS = ['beach', 'museum', 'park', 'music', 'food', 'gulf', 'river', 'lake', 'civil', 'rights', 'trail'];
const WORDS_MORE = ['festival', 'art', 'history', 'birmingham', 'mobile', 'huntsville', 'montgomery', 'garden'];
function* firstQueries() {
  for (const a of WORDS)
    for (const b of WORDS_MORE)
      for (const c of [...WORDS, ...WORDS_MORE]) if (c !== a && c !== b) yield `/search?q=${a}+${b}+${c}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Autocannon on one URL, or with `paths` on a new path for every request. */
function run(url, paths) {
  const requests = paths
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths.next().value ?? '/search?q=beach' }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, timeout: 10, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function headersOf(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    nextCache: response.headers.get('x-nextjs-cache'),
  };
}

/** Changes the home page's heading in the server's own content folder, refreshes by tag, and times until the page shows it. */
async function timeRefresh(server, app) {
  const heading = `Refreshed by the bench ${Date.now()}`;
  app.editContent('home', (fields) => ({ ...fields, heading }));
  const started = Date.now();
  const answer = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET, origin: server.url },
    body: JSON.stringify({ tag: 'content' }),
  });
  const body = await answer.json();
  while (Date.now() - started < 10_000) {
    const html = await (await fetch(`${server.url}/`)).text();
    if (html.includes(heading)) return { ms: Date.now() - started, revalidate: body };
    await sleep(50);
  }
  return { ms: null, revalidate: body };
}

async function main() {
  const appDir = process.env.BENCH_APP_DIR || ROOT;
  const distDir = process.env.BENCH_APP_DIR ? process.env.BENCH_DIST_DIR || '.next' : ensureBuild();
  const app = appWithOwnContent(appDir);
  const db = await freshDatabase('pglite', 'cache');
  prepareDb(db.env);
  const loadBefore = load();
  const server = await startServer({
    port: PORT,
    cwd: app.dir,
    env: { NEXT_DIST_DIR: distDir, REVALIDATE_SECRET: SECRET, ...db.env },
  });
  const rows = [];
  let refresh;
  let session;
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const mapViews = [...sitemap.matchAll(/<loc>[^<]*?(\/places-to-go\/map[^<]*)<\/loc>/g)].map((m) => m[1]);
    const listed = (path) => (mapViews.includes(path) ? path : null);
    const targets = [
      { kind: 'cached', name: 'home', path: '/' },
      { kind: 'cached', name: 'attraction', path: await resolvePath(server.url, DETAIL_ROUTES.attraction) },
      { kind: 'cached', name: 'event', path: await resolvePath(server.url, DETAIL_ROUTES.event) },
      { kind: 'cached', name: 'road trip', path: await resolvePath(server.url, DETAIL_ROUTES.roadTrip) },
      { kind: 'cached', name: 'newsletter', path: '/newsletter' },
    ];
    const spanish = targets.map((t) => ({
      kind: 'cached, Spanish',
      name: `${t.name}, Spanish`,
      path: t.path && (t.path === '/' ? '/es' : `/es${t.path}`),
    }));
    targets.push(
      ...spanish,
      { kind: 'map', name: 'map, a tab', path: listed('/places-to-go/map/see') },
      { kind: 'map', name: 'map, an experience', path: listed('/places-to-go/map/experiences/beaches') },
      { kind: 'map', name: 'map, filtered by query', path: '/places-to-go/map/see?experience=beaches&zoom=9' },
      { kind: 'search, repeated', name: 'search', path: '/search?q=beach' },
      { kind: 'search, repeated', name: 'search, other case and order', path: '/search?q=Shores+GULF' },
      { kind: 'search, first', name: 'search, a new query each request', path: '/search?q=new', paths: firstQueries },
      { kind: 'suggestions', name: 'place autocomplete', path: '/api/autocomplete?q=bir' },
      { kind: 'suggestions', name: 'search suggestions', path: '/api/search/suggest?q=gulf' },
    );
    console.log(`${mapViews.length} map views in the sitemap`);
    const floor = { name: '/sitemap.xml (floor)', path: '/sitemap.xml' };
    // Every page once before measuring: a page not built with the site is rendered on its first
    // request. The second search spelling warms the first's entry: one page per set of words.
    for (const t of [floor, ...targets.filter((t) => !t.paths)]) if (t.path) await headersOf(server.url + t.path);
    await headersOf(`${server.url}/search?q=gulf+shores`);
    // The floor before and after the pages, so that a change in the machine's load shows.
    for (const t of [floor, ...targets, { ...floor, name: '/sitemap.xml (floor, again)' }]) {
      if (!t.path) {
        rows.push({ ...t, skipped: 'no such record in the database' });
        continue;
      }
      const head = await headersOf(server.url + (t.paths ? t.paths().next().value : t.path));
      const result = await run(server.url + t.path, t.paths?.());
      rows.push({
        ...t,
        ...head,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    session = await headersOf(`${server.url}/api/session`);
    refresh = await timeRefresh(server, app);
  } finally {
    await server.stop();
    await db.drop();
    app.remove();
  }
  const floors = rows.filter((r) => r.path === '/sitemap.xml');
  const floorRps = floors.reduce((sum, r) => sum + r.rps, 0) / floors.length;
  const text = markdown(rows, floorRps, refresh, session, loadBefore, load());
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'cache', text);
  const slow = rows.filter((r) => r.kind && TARGETS[r.kind] !== null && r.rps < TARGETS[r.kind] * floorRps);
  if (slow.length || refresh.ms === null || refresh.ms > FRESH_WITHIN_MS || rows.some((r) => r.errors > 0)) {
    console.error('FAILED: below target:', slow.map((r) => r.name).join(', ') || '-', '; refresh ms:', refresh.ms);
    process.exit(1);
  }
}

function markdown(rows, floorRps, refresh, session, loadBefore, loadAfter) {
  const lines = [
    `## Every page class against the floor (loopback, autocannon ${DURATION} s at ${CONNECTIONS} connections, \`bench/cache.mjs\`)`,
    '',
    `Measured ${today()}, one server (PGlite), one run; load average (1/5/15 min) ${loadBefore} before and ${loadAfter} after, on 2 cores shared with other work.`,
    `Targets, as a share of the req/s of the prerendered \`/sitemap.xml\` (mean of the two floor runs, ${Math.round(floorRps)} req/s): ${Object.entries(
      TARGETS,
    )
      .map(([kind, ratio]) => `${kind} ${ratio === null ? 'reported only' : `>= ${ratio}x`}`)
      .join(', ')}. The first-search target is what a search did before results were cached per query.`,
    'Search results are one cached page per set of words (case, spacing and word order aside), so "Shores GULF" is served from the entry of "gulf shores". "A new query each request" asks three-word sets never asked before, so every request renders and stores a page.',
    '',
    '| class | target | req/s | x floor | p50 ms | p99 ms | errors | Cache-Control | x-nextjs-cache |',
    '|---|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    const path = r.paths ? 'a new `/search?q=` each request' : `\`${r.path}\``;
    if (r.skipped) lines.push(`| ${r.kind ?? 'floor'} | ${r.name} | skipped: ${r.skipped} | | | | | | |`);
    else
      lines.push(
        `| ${r.kind ?? 'floor'} | ${r.name} (${path}) | ${Math.round(r.rps)} | ${(r.rps / floorRps).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | \`${r.cacheControl}\` | ${r.nextCache ?? '-'} |`,
      );
  }
  lines.push(
    '',
    `After \`POST /api/revalidate\` with \`{ "tag": "content" }\` (the home heading changed in the content folder first), the home page showed the change after **${refresh.ms ?? 'more than 10000'} ms** (target ${FRESH_WITHIN_MS} ms).`,
    `\`GET /api/session\` answered ${session.status} with \`Cache-Control: ${session.cacheControl}\`.`,
  );
  return lines.join('\n');
}

await main();
