// Starts a copy of the standalone folder as an operator does (`node server.mjs` inside it) and waits
// until it answers; the cluster suite's process helpers kill it however the run ends.
import net from 'node:net';
import path from 'node:path';
import { start, waitForPort } from '../cluster/processes.mjs';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `node server.mjs` in `folder` with `env`; answers { child, origin, stop }. */
export async function startStandalone(name, folder, env) {
  const port = await freePort();
  // The server makes its own folder the working folder, as it is when an operator starts it there.
  const child = start(name, process.execPath, [path.join(folder, 'server.mjs')], {
    NODE_ENV: 'production',
    REDIS_URL: '',
    ...env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
  });
  await waitForPort(port, 120_000, child);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, origin, stop };
}
