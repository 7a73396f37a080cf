// Helpers of bench/main-api.mjs: the build, the bench's own database and the server it measures.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A production server on PostgreSQL refuses to start without AUTH_SECRET; the bench's servers share one per run.
const BENCH_AUTH_SECRET = process.env.AUTH_SECRET || randomBytes(32).toString('base64url');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const TSX_BIN = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-api';
const PORT = Number(process.env.BENCH_PORT ?? 3002);
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:55432/postgres';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))) return;
  console.log(`building into ${DIST_DIR} ...`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}

export function prepare(env) {
  const result = spawnSync(process.execPath, [TSX_BIN, 'bench/main-api-prepare.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`preparing the bench database failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

export async function freshDatabase(driver) {
  if (driver === 'pglite') {
    const dir = path.join(ROOT, '.data', `api-bench-${process.pid}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      env: { PGLITE_DIR: dir, DATABASE_URL: '' },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const database = `bench_main_api_${process.pid}`;
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  const drop = async () => {
    const again = new pg.Client({ connectionString: PG_ADMIN_URL });
    await again.connect();
    await again.query(`drop database if exists ${database} with (force)`);
    await again.end();
  };
  return { env: { DATABASE_URL: url.toString() }, drop };
}

export async function startServer(env) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      NEXT_DIST_DIR: DIST_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/prod/cities`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer:\n${output}`);
    }
    await sleep(250);
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    stop: async () => (child.exitCode === null && child.kill('SIGTERM'), exited),
  };
}

// CPU time the server process spent (user + system), from /proc: on a machine shared with other
// work, CPU per request says more about our code than latency does.
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
