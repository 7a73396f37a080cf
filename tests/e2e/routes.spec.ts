import { expect, test } from '@playwright/test';
import { CONTENT_PATHS, entityPaths, MISSING_PATHS, REDIRECTS } from './support/page-paths';

// Every content path of docs/SPEC.md section 2.2 answers 200 with one h1, or its documented permanent redirect.
test.describe('content routes', () => {
  for (const path of CONTENT_PATHS) {
    test(`${path} answers 200 with a heading`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    });
  }

  for (const [from, to] of REDIRECTS) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to);
    });
  }

  for (const path of MISSING_PATHS) {
    test(`${path} is a 404`, async ({ request }) => {
      expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(404);
    });
  }

  test('every kind of detail page answers 200 with its JSON-LD', async ({ request }) => {
    const paths = await entityPaths(request);
    const found = Object.entries(paths).filter((entry): entry is [string, string] => Boolean(entry[1]));
    // The seed has every kind of entity, so every kind must have a page to check.
    expect(found.map(([kind]) => kind)).toEqual(Object.keys(paths));
    for (const [kind, path] of found) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), `${kind} ${path}`).toBe(200);
      if (kind === 'calendar') {
        expect(response.headers()['content-type']).toContain('text/calendar');
        expect(await response.text()).toContain('BEGIN:VEVENT');
        continue;
      }
      const html = await response.text();
      expect(html, `${kind} ${path}`).toContain('"@type":"BreadcrumbList"');
      const type = {
        place: /"@type":"(TouristAttraction|Restaurant|LodgingBusiness|Store)"/,
        event: /"@type":"Event"/,
        roadTrip: /"@type":"TouristTrip"/,
        article: /"@type":"Article"/,
      }[kind];
      if (type) expect(html, `${kind} ${path}`).toMatch(type);
    }
  });

  test('sitemap.xml lists the pages and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/<loc>[^<]*\/festivals-and-events<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  test('the online vacation guide is shown without the site header', async ({ page }) => {
    await page.goto('/online-vacation-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Alabama Vacation Guide' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('the event filters work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const found = async () =>
      Number(
        (
          await page
            .getByRole('status')
            .filter({ hasText: /events? found/ })
            .textContent()
        )?.match(/\d+/)?.[0] ?? NaN,
      );
    const listed = () =>
      page
        .locator('main a[href^="/upcoming-events/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    await page.goto('/festivals-and-events');
    const everyEvent = await found();
    const unfiltered = await listed();
    expect(unfiltered.length).toBeGreaterThan(0);
    await page.getByLabel('Experience', { exact: true }).selectOption('music');
    await page.getByRole('button', { name: 'Find events' }).click();
    await expect(page).toHaveURL(/experience=music/);
    await expect(page.getByLabel('Experience', { exact: true })).toHaveValue('music');
    // The list itself changed: some music events, fewer than all of them, and each one listed.
    const musicEvents = await found();
    expect(musicEvents).toBeGreaterThan(0);
    expect(musicEvents).toBeLessThan(everyEvent);
    const filtered = await listed();
    expect(filtered.length).toBe(Math.min(musicEvents, unfiltered.length));
    await context.close();
  });
});
