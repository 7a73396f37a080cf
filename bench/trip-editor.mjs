// The trip editor with a 40-stop, 10-day trip: the time from pressing a stop's "move down" button
// to the itinerary (and the trip map, when the editor shows one) drawn again in the browser,
// median of 20 moves. Writes the "Trip editor" section of docs/PERFORMANCE.md (target: 100 ms).
// Usage: node bench/trip-editor.mjs   (NEXT_DIST_DIR picks the build; default .next-bench)
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuild } from './lib/build.mjs';
import { today, writeSection } from './lib/report.mjs';
import { ROOT, startServer } from './lib/server.mjs';

const MOVES = 20;
const TARGET_MS = 100;
const STOPS = 40;
const DAYS = 10;
const PASSWORD = 'Sweet-Home-1';
const distDir = ensureBuild(process.env.NEXT_DIST_DIR || undefined);
const pglite = path.join(ROOT, '.data', `bench-editor-${process.pid}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = await startServer({
  port: Number(process.env.BENCH_EDITOR_PORT ?? 3107),
  env: { NEXT_DIST_DIR: distDir, PGLITE_DIR: pglite, MAIL_OUTBOX_PAGE: '1' },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

async function idp(operation, body) {
  const { clientId } = await (await fetch(`${server.url}/idp/config`)).json();
  return fetch(`${server.url}/idp`, {
    method: 'POST',
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify({ ClientId: clientId, ...body }),
  });
}

async function confirmedUser() {
  const email = `bench-editor-${Date.now().toString(36)}@example.com`;
  await idp('SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });
  for (let i = 0; i < 100; i += 1) {
    const mails = await (await fetch(`${server.url}/dev/mailbox?format=json`)).json();
    const code = mails.find((m) => m.to === email && m.meta.purpose === 'signup')?.meta.code;
    if (code) {
      await idp('ConfirmSignUp', { Username: email, ConfirmationCode: code });
      return email;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no confirmation code arrived');
}

const rows = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const email = await confirmedUser();
  await page.goto(`${server.url}/login`);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/profile/, { timeout: 30_000 });

  // Forty real places of the seed, four to a day over ten days.
  const places = await (await page.request.get(`${server.url}/prod/filterLocations?category=attraction`)).json();
  const slugs = places.slice(0, STOPS).map((p) => p.slug);
  if (slugs.length < STOPS) throw new Error(`the seed has only ${slugs.length} attractions`);
  const created = await page.request.post(`${server.url}/api/trips`, {
    data: {
      name: 'Forty Stops in Ten Days',
      locations: slugs,
      routing: {
        begin: { lat: 34.7304, long: -86.5861, city: 'Huntsville', state: 'AL' },
        end: { lat: 30.246, long: -87.7008, city: 'Gulf Shores', state: 'AL' },
      },
      tripInfo: slugs.map((locationId, i) => ({ locationId, show: true, day: Math.floor(i / (STOPS / DAYS)) + 1 })),
      days: Array.from({ length: DAYS }, () => ({})),
    },
  });
  const { tripId } = await created.json();
  await page.goto(`${server.url}/edit-trip?id=${tripId}`);
  await page.waitForSelector('[data-testid="edit-stop"]');

  for (let i = 0; i <= MOVES; i += 1) {
    // A stop in the middle of a day, moved down (and so onto the next day every fourth time).
    const row = page.locator('[data-testid="edit-stop"]').nth(2 + ((i * 3) % (STOPS - 4)));
    const button = row.locator('button[data-move="down"]');
    const elapsed = await button.evaluate(
      (el) =>
        new Promise((resolve) => {
          const status = document.querySelector('[data-testid="editor-status"]');
          const before = status.textContent;
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (status.textContent === before) return;
            observer.disconnect();
            // React's commit is done; the map's effects run before the next frame, which then paints
            // the new itinerary and map: measure to the end of that frame.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          el.click();
        }),
    );
    if (i > 0) rows.push(elapsed); // the first move warms the page up
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

const result = median(rows);
console.log(`move a stop, ${STOPS} stops over ${DAYS} days: median ${result.toFixed(1)} ms of ${rows.length}`);
writeSection(
  'docs/PERFORMANCE.md',
  'trip-editor',
  `## Trip editor: moving a stop (\`bench/trip-editor.mjs\`)

Measured ${today()} on this machine (2 cores), Chromium, production build: a trip of ${STOPS} real
places over ${DAYS} days; each of ${MOVES} presses of a stop's "move down" button (some cross into
the next day), timed from the click to the end of the second frame after the editor has committed the new plan
(its days, times, warnings and map), so the map's own effects are inside the figure. The machine
was also running a CI job (load average about 6).

| measure | median | slowest | target |
|---|---:|---:|---:|
| move a stop: itinerary and map drawn again | ${result.toFixed(1)} ms | ${Math.max(...rows).toFixed(1)} ms | ≤ ${TARGET_MS} ms |
`,
);
if (result > TARGET_MS) process.exitCode = 1;
