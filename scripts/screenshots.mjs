// Remakes docs/screenshots/: the first screen of the home page, an attraction and the map at 390,
// 1024 and 1440 px, as a new visitor sees it (alerts and cookie banner shown), for review.
//   node scripts/screenshots.mjs [base URL, default http://127.0.0.1:3000]
// With PHOTO_RECORDS (the file tests/support/photo-records.ts writes, on a server whose
// MEDIA_BASE_URL is tests/support/media-server.mjs), the place and event pages with a photograph
// instead: `photo-place-<width>.png`, `photo-event-…`, `photo-road-trip-…` (scripts/ci/images.sh
// sets such a server up).
// The site must be running. Uses Debian's Chromium (CHROMIUM_PATH to change it).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const out = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'docs', 'screenshots');
const WIDTHS = [390, 1024, 1440];
// Phones are taller than they are wide; the others a common laptop or desktop window.
const heightFor = (width) => (width < 768 ? 844 : width < 1280 ? 768 : 900);

/** The first attraction the reviews page links to, as the e2e tests find one. */
async function attractionPath() {
  const html = await (await fetch(`${base}/reviews`)).text();
  const main = html.split('<main')[1]?.split('</main>')[0] ?? '';
  return [...main.matchAll(/href="([^"#?]+)"/g)]
    .map((m) => m[1])
    .find((href) => /^\/places-to-go\/(?!map|areas|cities-and-towns|regions)[^/]+$/.test(href));
}

const photoRecords = process.env.PHOTO_RECORDS ? JSON.parse(await readFile(process.env.PHOTO_RECORDS, 'utf8')) : null;
const pages = (
  photoRecords
    ? [
        ['photo-place', photoRecords.places[0]],
        ['photo-event', photoRecords.events[0]],
        ['photo-road-trip', photoRecords.roadTrips[0]],
      ]
    : [
        ['home', '/'],
        ['attraction', await attractionPath()],
        ['map', '/places-to-go/map'],
      ]
).filter(([, at]) => at);

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const width of WIDTHS) {
    // Reduced motion: the carousel holds its first slide, so the pictures compare from run to run.
    const context = await browser.newContext({
      viewport: { width, height: heightFor(width) },
      reducedMotion: 'reduce',
    });
    for (const [name, at] of pages) {
      const page = await context.newPage();
      await page.goto(base + at, { waitUntil: 'load', timeout: 180_000 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // A development server draws its own badge in the corner: leave it out of the picture.
      await page.addStyleTag({ content: 'nextjs-portal { display: none !important; }' }).catch(() => undefined);
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file });
      console.log(`${file}  (${at})`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
