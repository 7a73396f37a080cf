#!/usr/bin/env node
// The cluster test (docs/ARCHITECTURE.md, "Running several copies"): two copies of ONE build on one PostgreSQL database and one Redis,
// behind haproxy round robin. Everything a visitor or an editor does must work whichever copy
// answers. Run by .ci/run after the PostgreSQL tests; by hand:
//   CLUSTER_ADMIN_URL=postgres://postgres@127.0.0.1:55432/postgres CLUSTER_DIST_DIR=.next-e2e node tests/cluster/cluster.mjs
// Ports: CLUSTER_BALANCER_PORT (3400), CLUSTER_COPY_PORTS (3401,3402), CLUSTER_REDIS_PORT (6390).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { builtForSiteUrl, servesBuiltPages } from '../../lib/cache/site-scope.mjs';
import { logsOf, portIsFree, sleep, startBalancer, startCopy, startRedis, stopAll, waitForPort } from './processes.mjs';
import { runChecks } from './checks.mjs';
import { checkDrain, checkObservability } from './observability.mjs';

const adminUrl = process.env.CLUSTER_ADMIN_URL;
const distDir = process.env.CLUSTER_DIST_DIR || '.next-e2e';
const balancerPort = Number(process.env.CLUSTER_BALANCER_PORT || 3400);
const copyPorts = (process.env.CLUSTER_COPY_PORTS || '3401,3402').split(',').map(Number);
const redisPort = Number(process.env.CLUSTER_REDIS_PORT || 6390);
/** How long copies may take to answer their first page, migrations and seed included. */
const START_MS = 120_000;

if (!adminUrl) throw new Error('Set CLUSTER_ADMIN_URL to a PostgreSQL server URL the test may create a database on.');
if (!existsSync(path.join(distDir, 'BUILD_ID')))
  throw new Error(`No build in ${distDir}: run next build (NEXT_DIST_DIR=${distDir}) first.`);
for (const port of [balancerPort, redisPort, ...copyPorts]) {
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use; choose others (CLUSTER_*_PORT).`);
}

// An empty database of its own, so that the copies race to migrate and seed it.
const database = `cluster_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const env = {
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  AUTH_SECRET: randomBytes(32).toString('base64'),
  REVALIDATE_SECRET: randomBytes(16).toString('hex'),
  // The test reads the mailed confirmation code from the outbox page.
  MAIL_OUTBOX_PAGE: '1',
  // haproxy adds one X-Forwarded-For hop; the rate limits key on the address before it.
  TRUSTED_PROXY_HOPS: '1',
  SITE_URL: `http://127.0.0.1:${balancerPort}`,
  PG_POOL_MAX: '5',
  // /metrics through the balancer needs it (lib/server/request-listener.mjs).
  METRICS_TOKEN: randomBytes(16).toString('hex'),
  // A stopped copy keeps answering for a second with readiness failed, so the test can see it.
  DRAIN_NOTICE_MS: '1000',
};

/**
 * The build's prerendered pages were loaded into Redis as the copies started (lib/cache/initial-cache.ts),
 * under the keys Next 16 reads: the first request for a page nobody has asked for yet comes from
 * the shared cache (HIT, or STALE once the build is older than the page's revalidate), not a render.
 * A build made for another address (the e2e build names http://localhost:3000) loads none: its
 * pages would name that address; each renders for this one on its first request instead.
 */
async function checkPrerenderedInRedis() {
  const page = '/privacy-policy';
  const response = await fetch(copies[1].origin + page);
  const html = await response.text();
  const cache = response.headers.get('x-nextjs-cache');
  if (response.status !== 200) throw new Error(`${page} on ${copies[1].name}: ${response.status}`);
  if (!html.includes(`<link rel="canonical" href="${env.SITE_URL}${page}"`))
    throw new Error(
      `${page} on ${copies[1].name} does not name ${env.SITE_URL} (built for ${builtForSiteUrl(distDir)})`,
    );
  if (!servesBuiltPages(distDir, env)) {
    console.log(
      `cluster: ${page}, built for ${builtForSiteUrl(distDir)}, was rendered for ${env.SITE_URL} (x-nextjs-cache ${cache})`,
    );
    return;
  }
  if (cache !== 'HIT' && cache !== 'STALE')
    throw new Error(`${page}, prerendered at build, was rendered again on its first request (x-nextjs-cache ${cache})`);
  console.log(`cluster: ${page}, prerendered at build, came from Redis on its first request (x-nextjs-cache ${cache})`);
}

/**
 * The 404 of an id no page has is not kept in Redis (lib/cache/not-found-entries.mjs): otherwise
 * every junk link a crawler follows would add a key kept for a year.
 */
async function checkUnknownIdsNotKept() {
  const token = `junk${Date.now().toString(36)}`;
  const paths = ['/places-to-go', '/article', '/upcoming-events', '/trail-details', '/road-trips'].map(
    (route) => `${route}/${token}`,
  );
  for (const url of [...paths, ...paths]) {
    const response = await fetch(`http://127.0.0.1:${balancerPort}${url}`, { redirect: 'manual' });
    if (response.status !== 404) throw new Error(`${url}: ${response.status}, not 404`);
  }
  const store = createClient({ url: env.REDIS_URL });
  await store.connect();
  const kept = await store.keys(`*${token}*`);
  store.destroy();
  if (kept.length > 0) throw new Error(`Redis keeps the 404 of unknown ids: ${kept.join(', ')}`);
  console.log(`cluster: ${paths.length} unknown ids, each asked twice, answered 404 and left no key in Redis`);
}

let redis;
let balancer;
const copies = copyPorts.map((port, i) => ({ name: `copy${i + 1}`, port, origin: `http://127.0.0.1:${port}` }));
let failed = false;
try {
  redis = startRedis(redisPort);
  await waitForPort(redisPort, 10_000, redis);
  balancer = startBalancer(balancerPort, copies);
  await waitForPort(balancerPort, 10_000, balancer);

  // Both copies at the same moment, each asked for pages (which need the database) as soon as it
  // listens: any 5xx while they migrate and seed is a failure.
  const startErrors = [];
  for (const copy of copies) copy.process = startCopy(copy.name, copy.port, env);
  const started = Date.now();
  await Promise.all(
    copies.map(async (copy) => {
      await waitForPort(copy.port, START_MS, copy.process);
      let ready = false;
      while (!ready) {
        if (Date.now() - started > START_MS)
          throw new Error(`${copy.name} did not answer its pages within ${START_MS} ms`);
        const answers = await Promise.all(
          ['/', '/prod/featured_trips', '/road-trips'].map((p) =>
            fetch(copy.origin + p, { redirect: 'manual', signal: AbortSignal.timeout(START_MS) }).then((r) => r.status),
          ),
        );
        const errors = answers.filter((status) => status >= 500);
        if (errors.length) startErrors.push(`${copy.name}: ${errors.join(', ')} after ${Date.now() - started} ms`);
        ready = answers.every((status) => status === 200);
        if (!ready) await sleep(100);
      }
    }),
  );
  console.log(
    `cluster: ${copies.length} copies started together on an empty database, ready in ${Date.now() - started} ms`,
  );
  if (startErrors.length) throw new Error(`5xx while the copies started:\n${startErrors.join('\n')}`);
  await checkPrerenderedInRedis();

  await runChecks({ balancer: `http://127.0.0.1:${balancerPort}`, copies, env, databaseUrl });
  await checkUnknownIdsNotKept();
  // The copies share Next's cache through Redis rather than each keeping its own.
  const store = createClient({ url: env.REDIS_URL });
  await store.connect();
  const entries = (await store.keys('alabama:*')).length;
  store.destroy();
  if (entries === 0) throw new Error('Redis holds no cache entries: the copies are not using the shared cache handler');
  console.log(`cluster: Redis holds ${entries} shared cache keys`);
  await checkObservability({ balancer: `http://127.0.0.1:${balancerPort}`, copies, metricsToken: env.METRICS_TOKEN });
  await checkDrain(copies[1]);
  console.log('cluster: every check passed');
} catch (error) {
  failed = true;
  console.error(`cluster: FAILED: ${error instanceof Error ? error.message : error}`);
  console.error(
    logsOf(redis, balancer, ...copies.map((c) => c.process))
      .split('\n')
      .slice(-120)
      .join('\n'),
  );
} finally {
  stopAll();
  await sleep(500);
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
  await admin.end();
}
process.exit(failed ? 1 : 0);
