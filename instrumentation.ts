import type { Instrumentation } from 'next';

// Runs once when a server process starts (server.mjs awaits it before it listens).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A production server on a shared database without AUTH_SECRET stops here, saying why.
    const { refuseToStartWithoutSecret } = await import('./lib/auth/secret');
    refuseToStartWithoutSecret();
    // Nor without SITE_URL: every canonical, og:image and sitemap URL would name localhost.
    const { refuseToStartWithoutSiteUrl } = await import('./lib/seo/site-url');
    refuseToStartWithoutSiteUrl();
    // The one place a served database is migrated and seeded, before the first request (copies take
    // turns on PostgreSQL); getDb() never does it, and refuses a database nobody prepared.
    const { startDb, dbPool } = await import('./lib/db/client');
    await startDb();
    // The app's gauges on /metrics: the database pool, the mail queue, sign-in locks.
    const { observePool, registerAppMetrics } = await import('./lib/observability/metrics');
    registerAppMetrics();
    const pool = await dbPool();
    if (pool) observePool(pool);
    // Says where mail goes and whether /dev/mailbox is served, then starts the outbox's sender.
    const { startMail } = await import('./lib/mail/sender');
    startMail();
    // With REDIS_URL, the build's prerendered pages go into the shared cache before the first request.
    const { loadPrerenderedPages } = await import('./lib/cache/initial-cache');
    await loadPrerenderedPages();
  }
}

/** One log line per failed request, with its id and never a query's parameters. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { describeError, log } = await import('./lib/observability/log');
  const requestId = request.headers['x-request-id'];
  log.error(
    {
      ...describeError(error),
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      ...(error instanceof Error && 'digest' in error ? { digest: String(error.digest) } : {}),
    },
    'request failed',
  );
};
