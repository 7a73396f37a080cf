#!/usr/bin/env node
// The editor cycle against a production server (docs/ARCHITECTURE.md, "Page cache"): `next start` on an existing build reads
// its pages from a fake ButterCMS on loopback (fake-butter.mjs); an editor publishes a change, the
// webhook calls POST /api/revalidate, and the home page must show the change within seconds.
// Run by .ci/run on the e2e build; by hand:
//   BUTTER_CYCLE_DIST_DIR=.next-e2e node tests/content/butter-cycle.mjs
// Ports: BUTTER_CYCLE_PORT (3501, next) and BUTTER_CYCLE_BUTTER_PORT (3502, the fake Butter).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logsOf, portIsFree, sleep, startCopy, stopAll, waitForPort } from '../cluster/processes.mjs';
import { startFakeButter } from './fake-butter.mjs';

const distDir = process.env.BUTTER_CYCLE_DIST_DIR || '.next-e2e';
const port = Number(process.env.BUTTER_CYCLE_PORT || 3501);
const butterPort = Number(process.env.BUTTER_CYCLE_BUTTER_PORT || 3502);
const origin = `http://127.0.0.1:${port}`;
/** First answer of a fresh server: migrations and seed on an empty PGlite included. */
const START_MS = 120_000;
/** How soon after the webhook an editor's change must show. */
const CHANGE_MS = 10_000;

if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`No build in ${distDir}: run next build (NEXT_DIST_DIR=${distDir}) first.`);
for (const p of [port, butterPort]) {
  if (!(await portIsFree(p))) throw new Error(`Port ${p} is in use; choose another (BUTTER_CYCLE_PORT, BUTTER_CYCLE_BUTTER_PORT).`);
}

const token = randomBytes(12).toString('hex');
const secret = randomBytes(16).toString('hex');
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'butter-cycle-pglite-'));
// Markers that exist only in what Butter serves, never in content/, so a match proves the source.
const published = `Butter cycle first ${randomBytes(4).toString('hex')}`;
const edited = `Butter cycle edited ${randomBytes(4).toString('hex')}`;
const withHeading = (heading) => (fields) => ({ ...fields, heading });

let butter;
let next;
let failed = false;
const step = (message) => console.log(`butter-cycle: ${message}`);

/**
 * fetch, once more on a dropped connection: a server that answers 401 without reading the body
 * (the webhook with a wrong secret) closes a kept-alive socket that fetch may pick up next.
 */
async function request(url, init = {}) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  }
}

async function home() {
  const res = await request(`${origin}/`);
  if (res.status !== 200) throw new Error(`GET / answered ${res.status}`);
  return res.text();
}

/** Polls the home page until it contains `text`; returns the milliseconds it took. */
async function homeShows(text, ms) {
  const began = Date.now();
  while (Date.now() - began < ms) {
    if ((await home()).includes(text)) return Date.now() - began;
    await sleep(250);
  }
  throw new Error(`the home page did not show "${text}" within ${ms} ms`);
}

async function revalidate(body, given = secret) {
  const res = await request(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': given },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

try {
  butter = await startFakeButter({ token, port: butterPort });
  butter.edit('home', withHeading(published));
  next = startCopy('next', port, {
    NEXT_DIST_DIR: distDir,
    PGLITE_DIR: pgliteDir,
    AUTH_SECRET: randomBytes(32).toString('base64'),
    BUTTER_CMS_TOKEN: token,
    BUTTER_CMS_BASE_URL: butter.url,
    REVALIDATE_SECRET: secret,
    MAIL_OUTBOX_PAGE: '1',
    SITE_URL: origin,
  });
  await waitForPort(port, START_MS, next);

  // The home page was prerendered at build time from content/; a fresh server serves that copy
  // until the first webhook, exactly as it would after a deploy. So the editor's first publish is
  // what switches it to Butter: the cycle begins with a webhook.
  const first = await home();
  if (!first.includes(published)) {
    step('home still shows the build-time prerender (content/); refreshing it through /api/revalidate');
    const res = await revalidate({ tag: 'content' });
    if (res.status !== 200 || res.body?.revalidated !== true) throw new Error(`revalidate answered ${res.status} ${JSON.stringify(res.body)}`);
  }
  const firstMs = await homeShows(published, START_MS);
  step(`home shows Butter's content (${firstMs} ms after the webhook)`);
  const asked = butter.requests.filter((r) => r.path === '/v2/pages/*/home/');
  if (!asked.length || asked.some((r) => r.query.auth_token !== token || r.query.preview !== '0')) {
    throw new Error(`the server did not ask Butter for home with its token and preview off: ${JSON.stringify(asked)}`);
  }

  // A wrong secret changes nothing.
  butter.edit('home', withHeading(edited));
  const refused = await revalidate({ tag: 'content' }, 'not-the-secret');
  if (refused.status !== 401) throw new Error(`a wrong secret answered ${refused.status}, not 401`);
  await sleep(1000);
  if ((await home()).includes(edited)) throw new Error('the page changed after a webhook with a wrong secret');

  // The editor cycle: publish, webhook, the page shows it.
  const res = await revalidate({ tag: 'content' });
  if (res.status !== 200 || res.body?.revalidated !== true) throw new Error(`revalidate answered ${res.status} ${JSON.stringify(res.body)}`);
  const changeMs = await homeShows(edited, CHANGE_MS);
  step(`home shows the edited content ${changeMs} ms after POST /api/revalidate`);
  step('passed');
} catch (error) {
  failed = true;
  console.error(`butter-cycle FAILED: ${error instanceof Error ? error.stack : error}`);
  console.error(logsOf(next));
} finally {
  stopAll();
  await butter?.close();
  rmSync(pgliteDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
