// autocannon on loopback: the home page, an attraction page, /prod/filterLocations and trip
// writes (POST /prod/trips with a bearer token), then the same run on a bare Next.js page as the
// floor. Bounded: BENCH_DURATION seconds (default 60) per target at BENCH_CONNECTIONS (100).
// Usage: node bench/load.mjs [--postgres] [--write-docs]
import autocannon from 'autocannon';
import { ensureBareApp } from './lib/bare-app.mjs';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase, pgAvailable } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { startServer } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3196);

const point = { lat: 30.6954, long: -88.0399, city: 'Mobile', state: 'AL' };

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { duration: DURATION, connections: CONNECTIONS, timeout: 10, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

function summarize(name, target, result) {
  const fiveXx = result['5xx'] ?? 0;
  return {
    name,
    target,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    fiveXx,
  };
}

async function statusOf(url) {
  try {
    return (await fetch(url, { redirect: 'manual' })).status;
  } catch {
    return 0;
  }
}

async function measureSite(driver, distDir) {
  const db = await freshDatabase(driver, 'load');
  const owner = `load-${driver}`;
  const prepared = prepareDb(db.env, ['--user', owner]);
  const server = await startServer({ port: PORT, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  const rows = [];
  try {
    const targets = [
      { name: 'home page', path: '/' },
      prepared.locationId && { name: 'attraction page', path: `/places-to-go/${prepared.locationId}` },
      { name: 'filterLocations', path: '/prod/filterLocations?location_types=attraction' },
    ].filter(Boolean);
    for (const target of targets) {
      const status = await statusOf(server.url + target.path);
      if (status !== 200) {
        rows.push({ name: target.name, target: target.path, skipped: `answers ${status}` });
        continue;
      }
      const result = await run({ url: server.url + target.path });
      rows.push(summarize(target.name, target.path, result));
    }
    const body = JSON.stringify({
      owner,
      name: 'Load test trip',
      locations: [],
      routing: { begin: point, end: { ...point, lat: 30.28, city: 'Gulf Shores' } },
      tripInfo: [],
    });
    const result = await run({
      url: `${server.url}/prod/trips`,
      method: 'POST',
      headers: { authorization: `Bearer ${prepared.token}`, 'content-type': 'application/json' },
      body,
    });
    rows.push(summarize('trip writes (POST /prod/trips)', '/prod/trips', result));
  } finally {
    await server.stop();
    await db.drop();
  }
  return rows;
}

async function measureBare() {
  const bare = ensureBareApp({ fresh: true });
  const server = await startServer({ port: PORT + 1, cwd: bare.dir });
  try {
    const floor = summarize('bare Next.js static page (floor)', '/', await run({ url: `${server.url}/` }));
    const dynamic = summarize('bare Next.js per-request page', '/dynamic', await run({ url: `${server.url}/dynamic` }));
    return { floor, dynamic };
  } finally {
    await server.stop();
  }
}

function markdown(sections, { floor, dynamic }) {
  const lines = [
    `## Load (loopback, autocannon ${DURATION} s at ${CONNECTIONS} connections)`,
    '',
    `Measured ${today()} on this machine (2 shared cores, other work running), one run each; latencies in ms.`,
    "The ratio column is p50 over the bare Next.js static page's p50 (same next and react, same run).",
    '',
  ];
  for (const [driver, rows] of sections) {
    lines.push(
      `### ${driver}`,
      '',
      '| target | requests | req/s | p50 | p99 | errors | timeouts | non-2xx | 5xx | p50 x floor |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of [...rows, dynamic, floor]) {
      if (r.skipped) lines.push(`| ${r.name} (\`${r.target}\`) | skipped: ${r.skipped} | | | | | | | | |`);
      else
        lines.push(
          `| ${r.name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.fiveXx} | ${(r.p50 / Math.max(floor.p50, 1)).toFixed(1)} |`,
        );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const distDir = ensureBuild();
  const sections = [['PGlite (embedded default)', await measureSite('pglite', distDir)]];
  if (process.argv.includes('--postgres')) {
    if (await pgAvailable()) sections.push(['PostgreSQL', await measureSite('postgres', distDir)]);
    else console.log('PostgreSQL not reachable: skipped.');
  }
  const floors = await measureBare();
  const text = markdown(sections, floors);
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'load', text);
  const bad = sections
    .flatMap(([, rows]) => rows)
    .filter((r) => !r.skipped && (r.errors > 0 || r.timeouts > 0 || r.fiveXx > 0 || r.non2xx > 0));
  if (bad.length) {
    console.error('FAILED: errors, timeouts or non-2xx answers under load:', bad.map((r) => r.name).join(', '));
    process.exit(1);
  }
}

await main();
