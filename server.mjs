// The site's server: `npm start`, `npm run serve:standalone` (the build puts this file beside its
// standalone server.js) and the tests that start a server all run `node server.mjs`. Everything the
// server does around requests and over its life is here or in lib/server/ (docs/ARCHITECTURE.md):
//   start   Next prepares the build, running instrumentation.ts's register(): the start-time
//           checks, the database's migrations and seed, the mail sender; only then does it listen.
//   serve   each request gets an id, the caller's address, one JSON log line and its metrics
//           (lib/server/request-listener.mjs); /api/health/live, /api/health/ready and /metrics
//           are answered here.
//   stop    SIGTERM or SIGINT: readiness fails, in-flight requests get DRAIN_TIMEOUT_MS, then exit.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDrain } from './lib/server/drain.mjs';
import { copyId, createLogger } from './lib/server/log.mjs';
import { createServerMetrics } from './lib/server/metrics.mjs';
import { createRequestListener } from './lib/server/request-listener.mjs';
import { routeMatcherFor } from './lib/server/routes.mjs';
import { withRunTimeSettings } from './lib/media/remote-patterns.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// Beside Next's standalone server.js, the build's own config is used (no next.config.ts to load)
// and the folder is the app; otherwise the app is the working folder, as for `next start`.
const standalone = fs.existsSync(path.join(here, 'server.js'));
process.env.NODE_ENV = 'production';
if (standalone) process.chdir(here);
const dir = process.cwd();
process.env.COPY_ID = copyId();

const distDir = process.env.NEXT_DIST_DIR || '.next';
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const log = createLogger();

/** A number of milliseconds from the environment, or the default when unset or empty. */
function milliseconds(name, fallback) {
  const value = Number(process.env[name] || NaN);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

if (standalone) {
  // What Next's server.js does: the build's config, since there is no next.config.ts to load.
  // Its environment-dependent parts are this copy's, as next.config.ts gives them to `npm start`.
  const { config } = JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(withRunTimeSettings(config, process.env));
}
const { default: next } = await import('next');
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
try {
  await app.prepare();
} catch (error) {
  log.fatal({ error: error instanceof Error ? error.message : String(error) }, 'the server could not start');
  process.exit(1);
}

const drain = createDrain({
  noticeMs: milliseconds('DRAIN_NOTICE_MS', 0),
  timeoutMs: milliseconds('DRAIN_TIMEOUT_MS', 10_000),
});
const server = http.createServer(
  createRequestListener({
    handle: app.getRequestHandler(),
    log,
    metrics: createServerMetrics(),
    routeOf: routeMatcherFor(distDir),
    drain,
    trustedProxyHops: Number(process.env.TRUSTED_PROXY_HOPS || 0),
    metricsToken: process.env.METRICS_TOKEN || undefined,
  }),
);
server.on('error', (error) => {
  log.fatal({ error: error.message }, 'the server could not listen');
  process.exit(1);
});
server.keepAliveTimeout = milliseconds('KEEP_ALIVE_TIMEOUT', server.keepAliveTimeout);
server.listen(port, hostname, () =>
  log.info({ port, hostname: hostname ?? 'all interfaces', distDir, standalone }, 'ready'),
);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, inFlight: drain.inFlight() }, 'draining');
  const { inFlight, waitedMs } = await drain.start(server);
  log.info({ signal, waitedMs, unfinished: inFlight }, inFlight ? 'drain timed out; exiting' : 'drained; exiting');
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
