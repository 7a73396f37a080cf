// Starts and stops the cluster's processes: Redis, copies of one Next build, haproxy. Every wait is
// bounded and every process is killed when the script ends, however it ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const children = new Set();

export function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Starts a process whose output goes to a log (shown when the run fails). */
export function start(name, command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.log = [];
  const keep = (chunk) => {
    child.log.push(
      ...String(chunk)
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`),
    );
    if (child.log.length > 200) child.log.splice(0, child.log.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => keep(`exited (${code ?? signal})`));
  return child;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something listens on the port; fails after `ms`. */
export async function waitForPort(port, ms, child) {
  const stop = Date.now() + ms;
  while (Date.now() < stop) {
    if (child && child.exitCode !== null)
      throw new Error(`${child.spawnargs.join(' ')} exited:\n${child.log.join('\n')}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on port ${port} after ${ms} ms`);
}

export async function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function startRedis(port) {
  return start('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/** One copy of the site: the site's server (server.mjs) on the shared build. */
export function startCopy(name, port, env) {
  return start(name, process.execPath, ['server.mjs'], {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    COPY_ID: name,
  });
}

/** haproxy, round robin over the copies; each answer names the copy that sent it (X-Cluster-Copy). */
export function startBalancer(port, copies) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-haproxy-'));
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option forwardfor
frontend site
  bind 127.0.0.1:${port}
  default_backend copies
backend copies
  balance roundrobin
  http-response set-header X-Cluster-Copy %[srv_name]
${copies.map((copy) => `  server ${copy.name} 127.0.0.1:${copy.port}`).join('\n')}
`,
  );
  return start('haproxy', 'haproxy', ['-db', '-f', config]);
}

export function logsOf(...processes) {
  return processes.flatMap((child) => child?.log ?? []).join('\n');
}
