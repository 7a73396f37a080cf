// Remakes the trip planner's pictures in docs/screenshots/: a 4-day Huntsville to Gulf Shores trip
// (Birmingham, Montgomery, Selma and Mobile on the way, a night's base after each of the first
// three days) in the editor at 390 and 1280 px, its trip page with the day maps, and the printed
// itinerary as PDF pages. Starts its own production server on a fresh embedded database.
//   node scripts/trip-screenshots.mjs   (NEXT_DIST_DIR picks the build; default .next-bench)
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureBuild } from '../bench/lib/build.mjs';
import { ROOT, startServer } from '../bench/lib/server.mjs';

const out = path.join(ROOT, 'docs', 'screenshots');
const PASSWORD = 'Sweet-Home-1';
const pglite = path.join(ROOT, '.data', `trip-screenshots-${process.pid}`);
const distDir = ensureBuild(process.env.NEXT_DIST_DIR || undefined);
const server = await startServer({
  port: Number(process.env.SCREENSHOTS_PORT ?? 3108),
  env: { NEXT_DIST_DIR: distDir, PGLITE_DIR: pglite, MAIL_OUTBOX_PAGE: '1' },
});

const place = (slug, day, extra = {}) => ({ locationId: slug, show: true, day, ...extra });
const TRIP = {
  name: 'Rockets, Rights and the Gulf',
  startDate: '2027-04-08',
  endDate: '2027-04-11',
  routing: {
    begin: { lat: 34.7304, long: -86.5861, city: 'Huntsville', state: 'AL' },
    end: { lat: 30.246, long: -87.7008, city: 'Gulf Shores', state: 'AL' },
  },
  tripInfo: [
    place('us-space-and-rocket-center', 1, { visitMinutes: 240 }),
    place('vulcan-park-and-museum', 1),
    place('birmingham-civil-rights-institute', 2),
    place('16th-street-baptist-church', 2, { visitMinutes: 45 }),
    place('alabama-state-capitol', 2),
    place('edmund-pettus-bridge', 3, { visitMinutes: 45 }),
    place('uss-alabama-battleship-memorial-park', 3),
    place('gulf-state-park', 4, { visitMinutes: 180 }),
  ],
  days: [
    { start: '08:30', base: { name: 'Birmingham', lat: 33.5207, long: -86.8025 } },
    { base: { name: 'Montgomery', lat: 32.3668, long: -86.3 } },
    { start: '08:00', base: { name: 'Mobile', lat: 30.6954, long: -88.0399 } },
    {},
  ],
};

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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await mkdir(out, { recursive: true });
  const email = `screenshots-${Date.now().toString(36)}@example.com`;
  await idp('SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] });
  let code;
  for (let i = 0; i < 100 && !code; i += 1) {
    const mails = await (await fetch(`${server.url}/dev/mailbox?format=json`)).json();
    code = mails.find((m) => m.to === email && m.meta.purpose === 'signup')?.meta.code;
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  await idp('ConfirmSignUp', { Username: email, ConfirmationCode: code });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`${server.url}/login`);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/profile/, { timeout: 30_000 });
  // The cookie banner answered, so it covers nothing in the pictures.
  await page
    .getByRole('button', { name: 'I Agree' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  const created = await page.request.post(`${server.url}/api/trips`, {
    data: { ...TRIP, locations: TRIP.tripInfo.map((i) => i.locationId) },
  });
  if (created.status() !== 201) throw new Error(`the trip was not made: ${await created.text()}`);
  const { tripId } = await created.json();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await page.goto(`${server.url}/edit-trip?id=${tripId}`);
    await page.waitForSelector('[data-testid="edit-stop"]');
    await page.screenshot({ path: path.join(out, `trip-editor-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}/trip/${tripId}`);
  // Day 2, clipped from the whole page so the sticky header does not sit over it.
  const box = await page.getByTestId('itinerary-day').nth(1).boundingBox();
  await page.screenshot({ path: path.join(out, 'trip-day-map.png'), fullPage: true, clip: box });
  await page.screenshot({ path: path.join(out, 'trip-page-1280.png'), fullPage: true });

  await page.goto(`${server.url}/trip/${tripId}/print`);
  await page.emulateMedia({ media: 'print' });
  const pdf = path.join(out, 'trip-print.pdf');
  await writeFile(pdf, await page.pdf({ format: 'Letter', printBackground: true }));
  // One PNG per printed page, where poppler's pdftoppm is installed (Debian's poppler-utils).
  const pages = spawnSync('pdftoppm', ['-png', '-r', '60', pdf, path.join(out, 'trip-print-page')]);
  if (pages.status === 0) await rm(pdf);
  else console.log('pdftoppm is not installed: the printed pages stay as docs/screenshots/trip-print.pdf');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await rm(pglite, { recursive: true, force: true });
}
console.log(`trip pictures written to ${path.relative(ROOT, out)}`);
