#!/usr/bin/env node
// Backup and restore (docs/OPERATIONS.md): a copy of the standalone build on PostgreSQL gets an
// account, a signed-in session and a trip; the database is dumped with pg_dump, restored with
// pg_restore into a PostgreSQL server made fresh for it, and a copy started on the restored database
// with the same AUTH_SECRET still has the account (its password signs in), the session issued
// before the dump (still signed in, its trips listed) and the ID token signed before the dump (the
// signing keys came back too). The schema is made with the folder's own `node ops/db-migrate.mjs`.
// Run by scripts/ci/deploy.sh; by hand:
//   RESTORE_ADMIN_URL=postgres://postgres@127.0.0.1:55432/postgres DEPLOY_DIST_DIR=.next-deploy node tests/deploy/restore.mjs
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { standalonePaths } from '../../scripts/serve-standalone.mjs';
import { stopAll } from '../cluster/processes.mjs';
import { cookieJar, siteClient, within } from '../cluster/site.mjs';
import { freePort, startStandalone } from './standalone-server.mjs';

const adminUrl = process.env.RESTORE_ADMIN_URL;
const distDir = process.env.DEPLOY_DIST_DIR || '.next-deploy';
if (!adminUrl) throw new Error('Set RESTORE_ADMIN_URL to a PostgreSQL server URL the test may create a database on.');
const step = (message) => console.log(`restore: ${message}`);

const pgBin = (() => {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return (tool) => (newest ? path.join('/usr/lib/postgresql', newest, 'bin', tool) : tool);
})();
/** PostgreSQL's server tools refuse root: as root, they run as the postgres user. */
function asPostgres(tool, args) {
  const root = process.getuid?.() === 0;
  const command = root ? 'su' : pgBin(tool);
  const argv = root
    ? [
        'postgres',
        '-s',
        '/bin/sh',
        '-c',
        [pgBin(tool), ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' '),
      ]
    : args;
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
fs.chmodSync(work, 0o777);
const site = path.join(work, 'site');
const { innerDist } = standalonePaths(distDir);
const freshData = path.join(work, 'fresh-pg');
let freshStarted = false;
const database = `restore_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });

const sameEnv = {
  NEXT_DIST_DIR: innerDist,
  AUTH_SECRET: randomBytes(32).toString('base64'),
  MAIL_OUTBOX_PAGE: '1',
  PGLITE_DIR: path.join(work, 'unused-pglite'),
};

try {
  fs.cpSync(path.join(distDir, 'standalone'), site, { recursive: true, verbatimSymlinks: true });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const sourceUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

  // --- The schema from the folder's own command, then an account, a session and a trip ---
  const migrate = spawnSync(process.execPath, ['ops/db-migrate.mjs'], {
    cwd: site,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: sourceUrl },
    encoding: 'utf8',
    timeout: 120_000,
  });
  assert.equal(migrate.status, 0, `node ops/db-migrate.mjs: ${migrate.stderr}`);
  step(`node ops/db-migrate.mjs on ${database}: ${migrate.stdout.trim()}`);
  let server = await startWith(sourceUrl);
  const email = `restore-${randomBytes(4).toString('hex')}@example.com`;
  const password = `Restore-${randomBytes(4).toString('hex')}-9!`;
  const before = await signUpWithTrip(server, email, password);
  await server.stop();
  step(`account ${email}, a session and trip ${before.tripId} on ${database}`);

  // --- pg_dump, a fresh PostgreSQL server, pg_restore ---
  const dump = path.join(work, 'site.dump');
  execFileSync(pgBin('pg_dump'), ['--format=custom', '--no-owner', '--file', dump, sourceUrl]);
  const freshPort = await freePort();
  fs.mkdirSync(freshData);
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', work]);
  asPostgres('initdb', ['-D', freshData, '-U', 'postgres', '--auth=trust']);
  asPostgres('pg_ctl', [
    '-D',
    freshData,
    '-o',
    `-p ${freshPort} -k ${work} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(freshData, 'log'),
    '-w',
    'start',
  ]);
  freshStarted = true;
  execFileSync(pgBin('createdb'), ['-h', '127.0.0.1', '-p', String(freshPort), '-U', 'postgres', 'site']);
  const restoredUrl = `postgres://postgres@127.0.0.1:${freshPort}/site`;
  execFileSync(pgBin('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', restoredUrl, dump]);
  step(
    `pg_dump of ${database} (${fs.statSync(dump).size} bytes) restored into a fresh PostgreSQL on port ${freshPort}`,
  );

  // --- The restored copy: the session from before, the old token, the account ---
  server = await startWith(restoredUrl);
  const client = siteClient(server.origin);
  const session = await client.request('/api/session', { headers: { cookie: before.cookie } });
  assert.equal(session.json?.signedIn, true, `the session issued before the dump: ${session.text}`);
  const trips = await client.request('/api/trips', { headers: { cookie: before.cookie } });
  assert.equal(trips.status, 200, `GET /api/trips with the old session: ${trips.text}`);
  assert.ok(
    trips.json.trips.some((trip) => trip.name === before.tripName),
    `the trip made before the dump is not listed: ${trips.text.slice(0, 300)}`,
  );
  step('the session issued before the dump is still signed in and lists its trip');
  const read = await client.request(`/prod/trips/${before.tripId}`, {
    headers: { authorization: `Bearer ${before.idToken}` },
  });
  assert.equal(read.status, 200, `the ID token signed before the dump: ${read.text}`);
  step('the ID token signed before the dump still verifies (the signing keys were restored)');
  const again = await client.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  assert.equal(again.status, 200, `signing in again after the restore: ${again.text}`);
  step('the account signs in with its password');
  await server.stop();
  console.log('restore: passed');
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopAll();
  if (freshStarted) {
    try {
      asPostgres('pg_ctl', ['-D', freshData, '-m', 'fast', 'stop']);
    } catch {}
  }
  try {
    await admin.query(`drop database if exists ${database}`);
  } catch {}
  await admin.end().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
  // Idle keep-alive sockets to the stopped servers would hold the process open.
  process.exit();
}

function startWith(databaseUrl) {
  return startStandalone('restore copy', site, {
    ...sameEnv,
    DATABASE_URL: databaseUrl,
    SITE_URL: 'https://restore.example.org',
  });
}

/** Signs up and in through the server, as a visitor does, and makes a trip; answers what a restore must keep. */
async function signUpWithTrip(server, email, password) {
  const client = siteClient(server.origin);
  const signUp = await client.pool('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  assert.equal(signUp.status, 200, `SignUp: ${signUp.text}`);
  let code;
  await within(10_000, async () => {
    const mails = (await client.request('/dev/mailbox?format=json')).json ?? [];
    code = mails.find((m) => m.to === email && m.meta?.purpose === 'signup')?.meta?.code;
    return Boolean(code);
  });
  assert.ok(code, 'the confirmation code never reached the outbox');
  const confirm = await client.pool('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  assert.equal(confirm.status, 200, `ConfirmSignUp: ${confirm.text}`);
  const auth = await client.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  assert.equal(auth.status, 200, `InitiateAuth: ${auth.text}`);
  const idToken = auth.json.AuthenticationResult.IdToken;
  const sub = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')).sub;

  const jar = cookieJar();
  const csrf = await client.request('/api/auth/csrf');
  jar.take(csrf.headers);
  const signIn = await client.request('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams({ csrfToken: csrf.json.csrfToken, email, password, callbackUrl: '/' }).toString(),
  });
  jar.take(signIn.headers);
  assert.ok([302, 303].includes(signIn.status), `site sign-in answered ${signIn.status}`);
  assert.doesNotMatch(
    signIn.headers.get('location') ?? '',
    /error/i,
    `site sign-in failed: ${signIn.headers.get('location')}`,
  );
  const session = await client.request('/api/session', { headers: { cookie: jar.header() } });
  assert.equal(session.json?.signedIn, true, `not signed in: ${session.text}`);

  const places = (await client.request('/prod/featuredLocations')).json;
  const [a, b] = Array.isArray(places) ? places : (places?.locations ?? []);
  assert.ok(a && b, 'no featured places to put in a trip');
  const point = { lat: 30.246, long: -87.701, city: 'Gulf Shores', state: 'AL' };
  const tripName = `Restored trip ${randomBytes(3).toString('hex')}`;
  const created = await client.request('/prod/trips', {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      owner: sub,
      name: tripName,
      locations: [a.slug, b.slug],
      routing: { begin: point, end: { ...point, lat: 30.27, city: 'Orange Beach' } },
      tripInfo: [
        { locationId: String(a.id), show: true },
        { locationId: String(b.id), show: true },
      ],
    }),
  });
  assert.equal(created.status, 201, `POST /prod/trips: ${created.text}`);
  return { cookie: jar.header(), idToken, tripId: created.json.tripId, tripName };
}
