import client from 'prom-client';

// The metrics the server entry records itself: requests per route and the page cache's answers
// (Next's x-nextjs-cache header). The app adds the database pool, the mail queue and sign-in locks
// to the same registry (lib/observability/metrics.ts): prom-client is loaded once per process, as
// an external package of the app's bundles (next.config.ts).

/**
 * @typedef {object} ServerMetrics
 * @property {(request: { method: string; route: string; status: number; seconds: number; cache: unknown }) => void} observeRequest
 * @property {() => Promise<{ contentType: string; body: string }>} text
 */

/** @param {import('prom-client').Registry} [registry] @returns {ServerMetrics} */
export function createServerMetrics(registry = client.register) {
  const single = (name, make) => registry.getSingleMetric(name) ?? make();
  const requests = single(
    'http_requests_total',
    () =>
      new client.Counter({
        name: 'http_requests_total',
        help: 'Requests answered, by method, app route and status.',
        labelNames: ['method', 'route', 'status'],
        registers: [registry],
      }),
  );
  const durations = single(
    'http_request_duration_seconds',
    () =>
      new client.Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from the request to the end of its answer, by method and app route.',
        labelNames: ['method', 'route'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  );
  const cache = single(
    'page_cache_answers_total',
    () =>
      new client.Counter({
        name: 'page_cache_answers_total',
        help: "Pages answered from Next's cache (hit, stale) or rendered for it (miss).",
        labelNames: ['result'],
        registers: [registry],
      }),
  );
  return {
    observeRequest({ method, route, status, seconds, cache: cacheHeader }) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
      if (typeof cacheHeader === 'string') cache.inc({ result: cacheHeader.toLowerCase() });
    },
    async text() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
