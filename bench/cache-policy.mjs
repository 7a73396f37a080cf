// What a strict policy on cached pages costs (docs/PERFORMANCE.md): the same cached pages from two
// Next servers in one run, both under load at once in each round (autocannon), medians compared.
// "Before" is this checkout with bench/baselines/cached-pages-unsafe-inline.patch applied: cached
// pages as they were served before the hash policy (no policy kept with the entry, the proxy
// making a `'self' 'unsafe-inline'` policy for every response), so the two sides differ in the
// policy alone. The script makes that baseline (git archive HEAD, the patch, a build) unless
// BENCH_BASELINE_DIR names a built checkout (its build in BENCH_BASELINE_DIST_DIR). "After" is
// this checkout's build (BENCH_DIST_DIR). Each server has a database of its own, seeded alike.
// Loopback only, bounded: BENCH_DURATION seconds (default 5) per round, BENCH_ROUNDS (3) rounds,
// BENCH_CONNECTIONS (20).
// Usage: node bench/cache-policy.mjs [--write-docs]
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { DETAIL_ROUTES, resolvePath } from './lib/routes.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3155);
const BUDGET = 0.03;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// autocannon in its own process (as bench/nonce-rewrite.mjs): inside this one, beside the servers
// it had started, it began and never connected.
function run(url) {
  return new Promise((resolve, reject) => {
    const cli = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
    const child = spawn(
      process.execPath,
      [cli, '-j', '-n', '-d', String(DURATION), '-c', String(CONNECTIONS), '-t', '10', url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

async function policyOf(url) {
  const response = await fetch(url);
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    unsafeInline: /script-src[^;]*'unsafe-inline'/.test(csp),
    hashes: (csp.match(/'sha256-/g) ?? []).length,
    bytes: html.length,
  };
}

async function startSide(name, cwd, distDir, port) {
  const db = await freshDatabase('pglite', `policy-${name}`);
  prepareDb(db.env);
  const server = await startServer({ port, cwd, env: { NEXT_DIST_DIR: distDir, ...db.env } });
  return { name, server, db };
}

/** This checkout's committed code with the baseline patch, built once into a folder of its own. */
function patchedBaseline() {
  const dir = path.join(os.tmpdir(), 'cache-policy-baseline');
  const distDir = '.next-base';
  const head = execSync('git rev-parse HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
  const stamp = path.join(dir, 'BASELINE_OF');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === head) return { dir, distDir };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`cache-policy: building the baseline (${head.slice(0, 7)} with the patch) in ${dir}`);
  execSync(`git archive HEAD | tar -x -C ${dir}`, { cwd: ROOT, shell: '/bin/bash' });
  execSync(`git apply ${path.join(ROOT, 'bench/baselines/cached-pages-unsafe-inline.patch')}`, { cwd: dir });
  // Hard links: Turbopack refuses a node_modules symlinked from outside its root.
  execSync(`cp -al ${path.join(ROOT, 'node_modules')} ${path.join(dir, 'node_modules')}`);
  execSync('npx next build', { cwd: dir, env: { ...process.env, NEXT_DIST_DIR: distDir }, stdio: 'ignore' });
  fs.writeFileSync(stamp, head);
  return { dir, distDir };
}

async function main() {
  const baseline = process.env.BENCH_BASELINE_DIR
    ? { dir: process.env.BENCH_BASELINE_DIR, distDir: process.env.BENCH_BASELINE_DIST_DIR || '.next' }
    : patchedBaseline();
  const distDir =
    process.env.BENCH_DIST_DIR && process.env.BENCH_DIST_DIR !== '.next-bench'
      ? process.env.BENCH_DIST_DIR
      : ensureBuild();
  const loadBefore = load();
  const sides = [];
  const rows = [];
  try {
    sides.push(await startSide('before', baseline.dir, baseline.distDir, PORT));
    sides.push(await startSide('after', ROOT, distDir, PORT + 1));
    const [before, after] = sides;
    const pages = [
      { name: 'home', path: '/' },
      { name: 'attraction', path: await resolvePath(after.server.url, DETAIL_ROUTES.attraction) },
      { name: 'event', path: await resolvePath(after.server.url, DETAIL_ROUTES.event) },
    ].filter((p) => p.path);
    for (const page of pages) {
      console.log(`cache-policy: ${page.name} (${page.path})`);
      for (const side of sides) await run(side.server.url + page.path); // warm-up: cached, code hot
      const checks = {
        before: await policyOf(before.server.url + page.path),
        after: await policyOf(after.server.url + page.path),
      };
      if (checks.after.unsafeInline || checks.after.hashes === 0 || !/^(HIT|STALE)$/.test(checks.after.cache ?? ''))
        throw new Error(`${page.path} is not a cached page under the hash policy: ${JSON.stringify(checks.after)}`);
      const results = { before: [], after: [] };
      // Both servers under load at the same moment, so that other work on the machine slows both
      // alike; alternating rounds on a busy machine measured the neighbours, not the change.
      for (let round = 0; round < ROUNDS; round++) {
        const [b, a] = await Promise.all([run(before.server.url + page.path), run(after.server.url + page.path)]);
        for (const [side, result] of [
          ['before', b],
          ['after', a],
        ]) {
          console.log(
            `cache-policy: ${page.name} round ${round + 1} ${side}: ${Math.round(result.requests.average)} req/s`,
          );
          results[side].push({
            rps: result.requests.average,
            p50: result.latency.p50,
            errors: result.errors + result.timeouts + result.non2xx,
          });
        }
      }
      rows.push({
        ...page,
        checks,
        beforeRps: median(results.before.map((r) => r.rps)),
        afterRps: median(results.after.map((r) => r.rps)),
        beforeP50: median(results.before.map((r) => r.p50)),
        afterP50: median(results.after.map((r) => r.p50)),
        beforeAll: results.before.map((r) => Math.round(r.rps)),
        afterAll: results.after.map((r) => Math.round(r.rps)),
        errors: [...results.before, ...results.after].reduce((n, r) => n + r.errors, 0),
      });
    }
  } finally {
    for (const side of sides) {
      await side.server.stop();
      await side.db.drop();
    }
  }
  const text = markdown(rows, loadBefore, load());
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'cache-policy', text);
}

function markdown(rows, loadBefore, loadAfter) {
  const lines = [
    `### A strict policy on cached pages: its cost (\`bench/cache-policy.mjs\`)`,
    '',
    `Measured ${today()}: two Next servers in one run, this code with the baseline patch (\`bench/baselines/cached-pages-unsafe-inline.patch\`: cached pages under \`'self' 'unsafe-inline'\`, the policy made by the proxy per response, as before the change) and as it is (each inline script allowed by a hash made once as the page enters the cache, kept with the entry), each on a seeded database of its own; ${ROUNDS} rounds of ${DURATION} s with both servers under load at once (${CONNECTIONS} connections each), so that other work on the machine slows both alike; medians, pages from the cache only. Load average ${loadBefore} before, ${loadAfter} after (2 cores shared with other work).`,
    `Budget: the policy may cost at most ${BUDGET * 100}% of throughput.`,
    '',
    '| page | KB | hashes in the policy | before req/s (rounds) | after req/s (rounds) | change | before p50 ms | after p50 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const change = (r.afterRps / r.beforeRps - 1) * 100;
    lines.push(
      `| ${r.name} (\`${r.path}\`) | ${Math.round(r.checks.after.bytes / 1024)} | ${r.checks.after.hashes} | ${Math.round(r.beforeRps)} (${r.beforeAll.join(', ')}) | ${Math.round(r.afterRps)} (${r.afterAll.join(', ')}) | ${change >= 0 ? '+' : ''}${change.toFixed(1)}% | ${r.beforeP50} | ${r.afterP50} | ${r.errors} |`,
    );
  }
  const worst = Math.min(...rows.map((r) => r.afterRps / r.beforeRps - 1));
  lines.push(
    '',
    `Worst change: ${(worst * 100).toFixed(1)}% (${-worst <= BUDGET ? 'within' : 'over'} the ${BUDGET * 100}% budget).`,
  );
  return lines.join('\n');
}

await main();
