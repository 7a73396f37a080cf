// Starts and stops a production Next server for benchmarks and budget checks (loopback only).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A production server on PostgreSQL refuses to start without AUTH_SECRET; the bench's servers share one per run.
const BENCH_AUTH_SECRET = process.env.AUTH_SECRET || randomBytes(32).toString('base64url');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a URL until it answers 2xx or the deadline passes. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * `next start` on 127.0.0.1:port from a build folder. `cwd` is the app's folder (the site or the
 * bare app); `env` adds to the environment (PGLITE_DIR, DATABASE_URL, NEXT_DIST_DIR).
 */
export async function startServer({ port, cwd = ROOT, env = {}, readyPath = '/api/health', log = false }) {
  // A server left running on the port would answer the readiness check and be measured instead.
  const stale = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} is already in use: stop what is listening there first`);
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd,
    // SITE_URL names the server's own address: production on a shared database refuses to start without it.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: log ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  if (!log) {
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(url + readyPath),
      exited.then((code) => Promise.reject(new Error(`server exited with ${code}:\n${output}`))),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** SIGTERM by default; SIGKILL to simulate a crash. Resolves when the process is gone. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
