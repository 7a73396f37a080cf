// What a nonce-strict policy on cached pages would cost (docs/PERFORMANCE.md): the same cached pages
// from one Next server, as Next sends them and through a streaming rewrite that puts a fresh nonce
// in the CSP header and on every <script> tag (bench/lib/nonce-server.mjs), in one run, alternating
// rounds, autocannon; the medians are compared. Loopback only, bounded: BENCH_DURATION seconds
// (default 5) per round, BENCH_ROUNDS (3) rounds per side, BENCH_CONNECTIONS (20).
// Usage: node bench/nonce-rewrite.mjs [--write-docs]   (BENCH_DIST_DIR names an existing build)
// It measured the alternative to today's policy: it rewrites the `'unsafe-inline'` policy that
// cached pages had before they carried script hashes (lib/cache/page-policy.mjs), so it runs only
// against a build of a commit from before that change (e.g. `git archive 3728c9f`); on today's
// build it stops and says so. Its figure stays in docs/PERFORMANCE.md as the reason for that design.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, prepareDb } from './lib/build.mjs';
import { freshDatabase } from './lib/databases.mjs';
import { today, writeSection } from './lib/report.mjs';
import { DETAIL_ROUTES, resolvePath } from './lib/routes.mjs';
import { ROOT, waitFor } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RAW_PORT = Number(process.env.BENCH_PORT ?? 3153);
const REWRITE_PORT = RAW_PORT + 1;
const BUDGET = 0.1;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The load comes from autocannon's own process (its CLI, JSON out): run inside this process, beside
// the server child it had started, autocannon began and never connected.
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

async function sample(url) {
  const response = await fetch(url);
  const html = await response.text();
  return {
    status: response.status,
    nonces: (html.match(/<script nonce="/g) ?? []).length,
    csp: response.headers.get('content-security-policy') ?? '',
    bytes: html.length,
  };
}

async function main() {
  const distDir =
    process.env.BENCH_DIST_DIR && process.env.BENCH_DIST_DIR !== '.next-bench'
      ? process.env.BENCH_DIST_DIR
      : ensureBuild();
  const db = await freshDatabase('pglite', 'nonce');
  prepareDb(db.env);
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'lib', 'nonce-server.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...db.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      RAW_PORT: String(RAW_PORT),
      REWRITE_PORT: String(REWRITE_PORT),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const raw = `http://127.0.0.1:${RAW_PORT}`;
  const rewritten = `http://127.0.0.1:${REWRITE_PORT}`;
  const loadBefore = load();
  const rows = [];
  try {
    await waitFor(`${raw}/api/health`);
    await waitFor(`${rewritten}/api/health`);
    console.log('nonce-rewrite: both ports answer');
    const pages = [
      { name: 'home', path: '/' },
      { name: 'attraction', path: await resolvePath(raw, DETAIL_ROUTES.attraction) },
    ].filter((p) => p.path);
    for (const page of pages) {
      console.log(`nonce-rewrite: ${page.name} (${page.path})`);
      await run(raw + page.path); // warm-up: the page is in the cache and the code is hot
      const check = await sample(rewritten + page.path);
      if (!check.nonces || !check.csp.includes("'nonce-")) throw new Error(`the rewrite did not apply to ${page.path}`);
      const sides = { raw: [], rewritten: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const [side, base] of round % 2
          ? [
              ['rewritten', rewritten],
              ['raw', raw],
            ]
          : [
              ['raw', raw],
              ['rewritten', rewritten],
            ]) {
          const result = await run(base + page.path);
          console.log(
            `nonce-rewrite: ${page.name} round ${round + 1} ${side}: ${Math.round(result.requests.average)} req/s`,
          );
          sides[side].push({
            rps: result.requests.average,
            p50: result.latency.p50,
            errors: result.errors + result.timeouts + result.non2xx,
          });
        }
      }
      const rawRps = median(sides.raw.map((r) => r.rps));
      const rewrittenRps = median(sides.rewritten.map((r) => r.rps));
      rows.push({
        ...page,
        ...check,
        rawRps,
        rewrittenRps,
        rawP50: median(sides.raw.map((r) => r.p50)),
        rewrittenP50: median(sides.rewritten.map((r) => r.p50)),
        rawAll: sides.raw.map((r) => Math.round(r.rps)),
        rewrittenAll: sides.rewritten.map((r) => Math.round(r.rps)),
        errors: [...sides.raw, ...sides.rewritten].reduce((n, r) => n + r.errors, 0),
      });
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.drop();
  }
  const text = markdown(rows, loadBefore, load());
  console.log(text);
  if (process.argv.includes('--write-docs')) writeSection('docs/PERFORMANCE.md', 'cache-nonce', text);
}

function markdown(rows, loadBefore, loadAfter) {
  const lines = [
    `### A nonce on cached pages: the rewrite's cost (\`bench/nonce-rewrite.mjs\`)`,
    '',
    `Measured ${today()}: one Next server process, the same cached pages on two ports, as Next sends them and through a streaming rewrite that puts a fresh 128-bit nonce in the CSP header and on every \`<script>\` tag (what a placeholder nonce rewritten per response would do); ${ROUNDS} alternating rounds of ${DURATION} s per side at ${CONNECTIONS} connections, medians. Load average ${loadBefore} before, ${loadAfter} after (2 shared cores).`,
    `Budget: the rewrite may cost at most ${BUDGET * 100}% of throughput.`,
    '',
    '| page | KB | scripts rewritten | raw req/s (rounds) | rewritten req/s (rounds) | change | raw p50 ms | rewritten p50 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const change = (r.rewrittenRps / r.rawRps - 1) * 100;
    lines.push(
      `| ${r.name} (\`${r.path}\`) | ${Math.round(r.bytes / 1024)} | ${r.nonces} | ${Math.round(r.rawRps)} (${r.rawAll.join(', ')}) | ${Math.round(r.rewrittenRps)} (${r.rewrittenAll.join(', ')}) | ${change >= 0 ? '+' : ''}${change.toFixed(1)}% | ${r.rawP50} | ${r.rewrittenP50} | ${r.errors} |`,
    );
  }
  const worst = Math.min(...rows.map((r) => r.rewrittenRps / r.rawRps - 1));
  lines.push(
    '',
    `Worst change: ${(worst * 100).toFixed(1)}% (${-worst <= BUDGET ? 'within' : 'over'} the ${BUDGET * 100}% budget).`,
  );
  return lines.join('\n');
}

await main();
