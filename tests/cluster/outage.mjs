#!/usr/bin/env node
// The database outage test (docs/OPERATIONS.md, "When the database is away"): one copy of the build
// on a PostgreSQL server that is stopped under it and started again. While it is away a signed-in
// visitor stays signed in, the APIs answer 503 with Retry-After, a page that needs the database
// answers the unavailable page with 503 and Retry-After, a cached page still answers 200; once it
// is back the copy answers normally within 5 s. Run by scripts/ci/outage.sh, which owns the server:
//   OUTAGE_DATABASE_URL=postgres://… OUTAGE_STOP_DB='pg_ctl … stop' OUTAGE_START_DB='pg_ctl … start'
//   OUTAGE_DIST_DIR=.next-e2e node tests/cluster/outage.mjs
import assert from 'node:assert/strict';
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { logsOf, sleep, startCopy, stopAll, waitForPort } from './processes.mjs';
import { cookieJar, siteClient, within } from './site.mjs';

const databaseUrl = process.env.OUTAGE_DATABASE_URL;
const distDir = process.env.OUTAGE_DIST_DIR || '.next-e2e';
const port = Number(process.env.OUTAGE_PORT || 3410);
/** The copy must answer normally this soon after the database is back. */
const RECOVERY_MS = 5000;
const UNAVAILABLE_HEADING = 'This page is temporarily unavailable';

if (!databaseUrl || !process.env.OUTAGE_STOP_DB || !process.env.OUTAGE_START_DB)
  throw new Error('Set OUTAGE_DATABASE_URL, OUTAGE_STOP_DB and OUTAGE_START_DB (scripts/ci/outage.sh does).');
if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No build in ${distDir}.`);

const origin = `http://127.0.0.1:${port}`;
const site = siteClient(origin);
const step = (message) => console.log(`outage: ${message}`);
const env = {
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: randomBytes(32).toString('base64'),
  MAIL_OUTBOX_PAGE: '1',
  SITE_URL: origin,
};

async function signIn() {
  const email = `outage-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Outage-${randomBytes(4).toString('hex')}-9!`;
  const signUp = await site.pool('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  assert.equal(signUp.status, 200, `SignUp: ${signUp.text}`);
  let code;
  await within(5000, async () => {
    const mails = (await site.request('/dev/mailbox?format=json')).json ?? [];
    code = mails.find((m) => m.to === email && m.meta?.purpose === 'signup')?.meta?.code;
    return Boolean(code);
  });
  assert.ok(code, 'the confirmation code never reached the outbox');
  assert.equal((await site.pool('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status, 200);
  const jar = cookieJar();
  const csrf = await site.request('/api/auth/csrf');
  jar.take(csrf.headers);
  const form = new URLSearchParams({ csrfToken: csrf.json.csrfToken, email, password, callbackUrl: '/' });
  const signedIn = await site.request('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: form.toString(),
  });
  jar.take(signedIn.headers);
  assert.doesNotMatch(signedIn.headers.get('location') ?? '', /error/i, 'site sign-in failed');
  return jar;
}

function assertUnavailable(answer, what) {
  assert.equal(answer.status, 503, `${what} answered ${answer.status}, not 503: ${answer.text.slice(0, 200)}`);
  assert.ok(Number(answer.headers.get('retry-after')) > 0, `${what} has no Retry-After`);
}

let copy;
let failed = false;
try {
  copy = startCopy('copy', port, env);
  await waitForPort(port, 120_000, copy);
  await within(120_000, async () => (await site.request('/')).status === 200);

  const jar = await signIn();
  const trips = () => site.request('/api/trips', { headers: { cookie: jar.header() } });
  assert.equal((await trips()).status, 200, 'the signed-in visitor cannot list trips before the outage');
  // A cached page, asked for once so that this copy holds it; a place page nobody has asked for yet.
  assert.equal((await site.request('/privacy-policy')).status, 200);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [place] = (await db.query('select slug from locations order by id desc limit 1')).rows;
  await db.end();
  assert.ok(place, 'no place to ask for');

  execSync(process.env.OUTAGE_STOP_DB, { stdio: 'inherit' });
  step('PostgreSQL stopped');
  const during = await trips();
  assertUnavailable(during, '/api/trips with a session');
  assert.equal(during.json?.error?.status, 503, `/api/trips: ${during.text}`);
  // /api/session reads the visitor's trips and favourites too: 503 now, but never "signed out".
  const session = await site.request('/api/session', { headers: { cookie: jar.header() } });
  assert.notEqual(session.json?.signedIn, false, `the visitor was signed out by the outage: ${session.text}`);
  assert.ok(session.status === 200 || session.status === 503, `/api/session answered ${session.status}`);
  step('a signed-in visitor stays signed in; /api/trips answers 503 with Retry-After');
  for (const page of [`/places-to-go/${place.slug}`, '/search?q=gulf']) {
    const answer = await site.request(page);
    assertUnavailable(answer, page);
    assert.ok(answer.text.includes(UNAVAILABLE_HEADING), `${page}: 503, but the body is the general error page`);
  }
  step('pages that need the database answer 503 with Retry-After');
  const cached = await site.request('/privacy-policy');
  assert.equal(cached.status, 200, `a cached page answered ${cached.status} during the outage`);
  step('a cached page still answers 200');

  execSync(process.env.OUTAGE_START_DB, { stdio: 'inherit' });
  const back = await within(RECOVERY_MS, async () => (await trips()).status === 200);
  assert.ok(back !== null, `/api/trips still fails ${RECOVERY_MS} ms after PostgreSQL came back`);
  const page = await within(
    RECOVERY_MS,
    async () => (await site.request(`/places-to-go/${place.slug}`)).status === 200,
  );
  assert.ok(page !== null, `the place page still fails ${RECOVERY_MS} ms after PostgreSQL came back`);
  step(
    `PostgreSQL back: /api/trips answered 200 after ${back} ms, with the same session; the place page after ${page} ms`,
  );
  console.log('outage: every check passed');
} catch (error) {
  failed = true;
  console.error(`outage: FAILED: ${error instanceof Error ? error.message : error}`);
  console.error(logsOf(copy).split('\n').slice(-80).join('\n'));
  try {
    execSync(process.env.OUTAGE_START_DB, { stdio: 'ignore' });
  } catch {
    // already running
  }
} finally {
  stopAll();
  await sleep(500);
}
process.exit(failed ? 1 : 0);
