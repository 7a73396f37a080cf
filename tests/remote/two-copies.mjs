#!/usr/bin/env node
// The site in front of a remote Main API (docs/ARCHITECTURE.md, "Where the data comes from"):
// copy M serves the built-in Main API and user pool on PostgreSQL; copy S, from the
// same build, has an empty database of its own, MAIN_API_URL = M's /prod and COGNITO_ENDPOINT = M's
// /idp. S must show M's places, events and road trips, sign a user in with M's pool, keep their
// trips and favourites in M, answer the "temporarily unavailable" page (and JSON 503s) while M is
// stopped, keep serving its cached pages, and recover when M returns. Run by .ci/run; by hand:
//   REMOTE_ADMIN_URL=postgres://postgres@127.0.0.1:55432/postgres REMOTE_DIST_DIR=.next-e2e node tests/remote/two-copies.mjs
// Ports: REMOTE_PORTS (3171,3172).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key.js';
import pg from 'pg';
import { siteServerDir } from '../../lib/cache/site-scope.mjs';
import { logsOf, portIsFree, sleep, startCopy, stopAll, waitForPort } from '../cluster/processes.mjs';
import { cookieJar, siteClient, within } from '../cluster/site.mjs';
import { checkUnavailablePageInBrowser } from './browser-check.mjs';

const adminUrl = process.env.REMOTE_ADMIN_URL;
const distDir = process.env.REMOTE_DIST_DIR || '.next-e2e';

/**
 * Removes a page's ISR copy from the build folder, where Next files it under its route-cache key
 * (in a folder of S's address: lib/cache/site-scope.mjs).
 */
function forgetRenderedPage(pathname, appPath) {
  const key = getRouteCacheKey(pathname, { kind: 'APP_PAGE', sourceRoute: appPath });
  const base = path.join(siteServerDir(path.join(distDir, 'server'), site.env), key);
  for (const ext of ['.html', '.meta', '.rsc', '.segments']) rmSync(base + ext, { recursive: true, force: true });
}
const [mainPort, sitePort] = (process.env.REMOTE_PORTS || '3171,3172').split(',').map(Number);
const START_MS = 180_000;
// Must match lib/main-api/messages.ts.
const UNAVAILABLE_DIGEST = 'MAIN_API_UNAVAILABLE';
const UNAVAILABLE_API = 'Our places and trips service is temporarily unavailable. Please try again in a few minutes.';

if (!adminUrl) throw new Error('Set REMOTE_ADMIN_URL to a PostgreSQL server URL the test may create databases on.');
if (!existsSync(path.join(distDir, 'BUILD_ID')))
  throw new Error(`No build in ${distDir}: run next build (NEXT_DIST_DIR=${distDir}) first.`);
for (const port of [mainPort, sitePort])
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is in use; choose others (REMOTE_PORTS).`);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const suffix = randomBytes(4).toString('hex');
const databases = { main: `remote_m_${suffix}`, site: `remote_s_${suffix}` };
for (const name of Object.values(databases)) await admin.query(`create database ${name}`);
const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

const main = { name: 'M', port: mainPort, origin: `http://127.0.0.1:${mainPort}` };
const site = { name: 'S', port: sitePort, origin: `http://127.0.0.1:${sitePort}` };
const common = { NEXT_DIST_DIR: distDir, PG_POOL_MAX: '5', MAIL_OUTBOX_PAGE: '1' };
main.env = {
  ...common,
  DATABASE_URL: urlOf(databases.main),
  AUTH_SECRET: randomBytes(32).toString('base64'),
  SITE_URL: main.origin,
};
site.env = {
  ...common,
  DATABASE_URL: urlOf(databases.site),
  AUTH_SECRET: randomBytes(32).toString('base64'),
  SITE_URL: site.origin,
  MAIN_API_URL: `${main.origin}/prod`,
  COGNITO_ENDPOINT: `${main.origin}/idp`,
};

const step = (message) => console.log(`two-copies: ${message}`);
const fromM = siteClient(main.origin);
const fromS = siteClient(site.origin);

async function startAndWait(copy, readyPath) {
  copy.process = startCopy(copy.name, copy.port, copy.env);
  await waitForPort(copy.port, START_MS, copy.process);
  const ok = await within(
    START_MS,
    async () => (await fetch(copy.origin + readyPath).catch(() => null))?.status === 200,
  );
  if (ok === null) throw new Error(`${copy.name} did not answer ${readyPath} within ${START_MS} ms`);
}

async function count(database, table) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return Number((await client.query(`select count(*)::int as n from ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

/** A user of M's pool, signed in to S (S's credentials sign-in runs SRP against M's /idp). */
async function signedInToSite() {
  const email = `remote-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Remote-${randomBytes(4).toString('hex')}-9!`;
  const signUp = await fromM.pool('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  assert.equal(signUp.status, 200, `SignUp on M: ${signUp.text}`);
  let code;
  await within(10_000, async () => {
    const mails = (await fromM.request('/dev/mailbox?format=json')).json ?? [];
    code = mails.find((m) => m.to === email && m.meta?.purpose === 'signup')?.meta?.code;
    return Boolean(code);
  });
  assert.ok(code, "the confirmation code never reached M's outbox");
  assert.equal((await fromM.pool('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status, 200);
  const jar = cookieJar();
  const csrf = await fromS.request('/api/auth/csrf');
  jar.take(csrf.headers);
  const signIn = await fromS.request('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken: csrf.json.csrfToken, email, password, callbackUrl: '/' }).toString(),
  });
  jar.take(signIn.headers);
  assert.doesNotMatch(
    signIn.headers.get('location') ?? 'missing',
    /error|missing/i,
    `sign-in on S failed: ${signIn.status} ${signIn.headers.get('location')}`,
  );
  const session = await fromS.request('/api/session', { headers: { cookie: jar.header() } });
  assert.equal(session.json?.signedIn, true, `S does not see the session: ${session.text}`);
  return { email, jar };
}

let failed = false;
const begun = Date.now();
try {
  await startAndWait(main, '/prod/featured_trips');
  step('M serves the built-in Main API on its own PostgreSQL database');
  await startAndWait(site, '/api/health');

  // --- S's database holds only what the site owns ---
  for (const table of ['regions', 'locations', 'events', 'road_trips'])
    assert.equal(await count(databases.site, table), 0, `S's database has rows in ${table}`);
  assert.ok((await count(databases.site, 'brochures')) > 0, "S's own content was not seeded");
  step("S's database has no places, events or road trips, and its own content");

  // --- S's pages show M's data ---
  const places = (await fromM.request('/prod/filterLocations?limit=500')).json;
  const [featured] = places.filter((p) => p.featured);
  const plainOnes = places.filter((p) => !p.featured);
  const [plain] = plainOnes;
  // A page S has to ask M for: a page an earlier run of this build rendered (the browser suites render
  // nearly every place) is served from the build's cache, as it should be, so that one page is forgotten.
  const another = plainOnes[1 + Math.floor(Math.random() * (plainOnes.length - 1))];
  forgetRenderedPage(`/places-to-go/${another.slug}`, '/places-to-go/[id]/page');
  const [event] = (await fromM.request('/prod/featuredEvents')).json;
  const [roadTrip] = (await fromM.request('/prod/featured_trips')).json.trips;
  for (const [page, name] of [
    [`/places-to-go/${plain.slug}`, plain.name],
    [`/upcoming-events/${event.slug}`, event.name],
    ['/road-trips', roadTrip.name],
  ]) {
    const answer = await fromS.request(page);
    assert.equal(answer.status, 200, `S ${page}: ${answer.status}`);
    assert.ok(answer.text.includes(name.replaceAll('&', '&amp;')), `S ${page} does not show ${name}`);
  }
  step(`S's place, event and road-trip pages show M's ${plain.name}, ${event.name} and ${roadTrip.name}`);

  // --- Signed in with M's pool; trips and favourites kept in M ---
  const { jar } = await signedInToSite();
  step("a user of M's pool signed in to S");
  const asUser = { cookie: jar.header(), 'content-type': 'application/json' };
  const point = { lat: 30.246, long: -87.701, city: 'Gulf Shores', state: 'AL' };
  const created = await fromS.request('/api/trips', {
    method: 'POST',
    headers: asUser,
    body: JSON.stringify({
      name: 'Remote trip',
      locations: [featured.slug],
      routing: { begin: point, end: point },
      tripInfo: [{ locationId: String(featured.id), show: true }],
    }),
  });
  assert.equal(created.status, 201, `POST /api/trips on S: ${created.text}`);
  const listed = await fromS.request('/api/trips', { headers: asUser });
  assert.deepEqual(
    listed.json.trips.map((t) => t.tripId),
    [created.json.tripId],
  );
  const favourites = await fromS.request('/api/favourites', {
    method: 'POST',
    headers: asUser,
    body: JSON.stringify({ ids: [featured.id] }),
  });
  assert.deepEqual(favourites.json, { ids: [featured.id] }, `POST /api/favourites on S: ${favourites.text}`);
  assert.equal(await count(databases.main, 'trips'), 1, "the trip is not in M's database");
  assert.equal(await count(databases.main, 'favourites'), 1, "the favourite is not in M's database");
  for (const table of ['trips', 'favourites', 'visitors'])
    assert.equal(await count(databases.site, table), 0, `S's database has rows in ${table}`);
  step(`trip ${created.json.tripId} and a favourite saved through S are in M's database, none in S's`);

  // --- M stops: S answers the unavailable page and JSON 503s, and keeps its cached pages ---
  main.process.kill('SIGKILL');
  await sleep(500);
  const down = await fromS.request(`/places-to-go/${another.slug}`);
  assert.ok(down.status === 503 && down.text.includes(UNAVAILABLE_DIGEST), `S page with M down: ${down.status}`);
  assert.equal(down.headers.get('retry-after'), '30', 'the unavailable page says when to try again');
  await checkUnavailablePageInBrowser(`${site.origin}/places-to-go/${another.slug}`);
  const api = await fromS.request('/api/favourites', { headers: asUser });
  assert.deepEqual([api.status, api.json?.error?.message], [503, UNAVAILABLE_API]);
  const cached = await fromS.request(`/places-to-go/${plain.slug}`);
  assert.equal(cached.status, 200, `S's cached page with M down: ${cached.status}`);
  step(`with M stopped S answers ${down.status} with the unavailable page, its API 503, and its cached page still 200`);

  // --- M returns: S recovers once its breaker lets a call through ---
  await startAndWait(main, '/prod/featured_trips');
  const back = await within(30_000, async () => (await fromS.request(`/places-to-go/${another.slug}`)).status === 200);
  assert.notEqual(back, null, 'S did not recover within 30 s of M returning');
  step(`M back: S answers again after ${back} ms`);
  step(`every check passed in ${Math.round((Date.now() - begun) / 1000)} s`);
} catch (error) {
  failed = true;
  console.error(`two-copies: FAILED: ${error instanceof Error ? error.stack : error}`);
  console.error(logsOf(main.process, site.process).split('\n').slice(-150).join('\n'));
} finally {
  stopAll();
  await sleep(300);
  for (const name of Object.values(databases))
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
}
process.exit(failed ? 1 : 0);
