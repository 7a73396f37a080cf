import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { createDrain } from '@/lib/server/drain.mjs';
import { createLogger } from '@/lib/server/log.mjs';
import { createServerMetrics } from '@/lib/server/metrics.mjs';
import { createRequestListener } from '@/lib/server/request-listener.mjs';
import { routeMatcher } from '@/lib/server/routes.mjs';

type Handle = (request: http.IncomingMessage, response: http.ServerResponse) => unknown;

/** A few routes as a build's routes-manifest.json lists them. */
// As the build writes it: pages under app/[locale]/, route handlers at the root.
export const MANIFEST = {
  staticRoutes: [{ page: '/api/health', regex: '^/api/health(?:/)?$' }],
  dynamicRoutes: [
    { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[locale]/road-trips', regex: '^/([^/]+?)/road\\-trips(?:/)?$' },
    { page: '/[locale]/places-to-go/[slug]', regex: '^/([^/]+?)/places\\-to\\-go/([^/]+?)(?:/)?$' },
    { page: '/[locale]/[...missing]', regex: '^/([^/]+?)/(.+?)(?:/)?$' },
  ],
};

/**
 * The server entry's request listener (as server.mjs builds it) on a real http.Server, around
 * `handle` in place of Next's; its log lines are kept as parsed objects.
 */
export async function serveWith(
  handle: Handle,
  options: { metricsToken?: string; trustedProxyHops?: number; drainTimeoutMs?: number; noticeMs?: number } = {},
) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const drain = createDrain({ noticeMs: options.noticeMs ?? 0, timeoutMs: options.drainTimeoutMs ?? 10_000 });
  const server = http.createServer(
    createRequestListener({
      handle,
      log: createLogger(sink),
      metrics: createServerMetrics(new Registry()),
      routeOf: routeMatcher(MANIFEST),
      drain,
      trustedProxyHops: options.trustedProxyHops ?? 0,
      metricsToken: options.metricsToken,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, lines, drain, server, close };
}
