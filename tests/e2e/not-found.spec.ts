import { expect, test } from '@playwright/test';
import { HOME_MESSAGES as M } from '@/lib/home/messages';
import { entityPaths } from './support/page-paths';

// A missing record's 404 is in the server HTML (a crawler, or a reader without
// JavaScript, saw a blank page: Next drew the notice only from its scripts).
const MISSING = [
  '/places-to-go/does-not-exist',
  '/article/does-not-exist',
  '/upcoming-events/999999',
  '/road-trips/999999',
  '/trail-details/does-not-exist',
  '/alabama-maker/does-not-exist',
  '/alabama-makers/does-not-exist',
  '/alabama-restaurant-week/does-not-exist',
  '/places-to-go/cities-and-towns/does-not-exist',
  '/places-to-go/areas/does-not-exist',
  '/experience-alabama/does-not-exist',
  '/experience-alabama/outdoor/does-not-exist',
  '/experience-alabama/food-and-drink/cuisines/does-not-exist',
  '/apps/does-not-exist',
  // Views that name nothing: a map kind, experience, area or saved view, a search kind.
  '/places-to-go/map/does-not-exist',
  '/places-to-go/map/experiences/does-not-exist',
  '/places-to-go/map/see/does-not-exist',
  '/places-to-go/map/view/does-not-exist',
  '/search/does-not-exist/x',
];

// A page number past the last page is not a page (the listings are the cache helper's).
const OUT_OF_RANGE = ['/festivals-and-events?page=999', '/articles?page=999', '/road-trips/all?page=999'];

test.describe('missing records, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of MISSING) {
    test(`${path} is a server-rendered 404 with a heading, the message and links`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText(M.notFoundHeading);
      await expect(page.getByText(M.missingText)).toBeVisible();
      await expect(page.getByRole('link', { name: M.missingHome })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    });
  }

  for (const path of OUT_OF_RANGE) {
    test(`${path} is a 404`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
    });
  }
});

// The other side of the same pages: a record that is there shows itself, not the notice, whatever
// the size of the page (React hid large Suspense content behind the notice until a script ran).
test.describe('found records, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every kind of record page and listing shows its own heading and never the notice', async ({
    page,
    request,
  }) => {
    const found = Object.values(await entityPaths(request)).filter(
      (path): path is string => Boolean(path) && !path!.startsWith('/api/'),
    );
    const paths = [
      ...found,
      '/experience-alabama/music',
      '/experience-alabama/outdoor/birding',
      '/alabama-makers',
      '/festivals-and-events?page=2',
    ];
    expect(found.length).toBeGreaterThan(8);
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page.locator('h1'), path).not.toHaveText(M.notFoundHeading);
      await expect(page.getByText(M.missingText), path).toHaveCount(0);
    }
  });
});

test('a record asked for by its numeric id answers 308 to its slug URL', async ({ request }) => {
  for (const base of ['/places-to-go/areas', '/places-to-go/cities-and-towns']) {
    const response = await request.get(`${base}/1`, { maxRedirects: 0 });
    expect(response.status(), `${base}/1`).toBe(308);
    // Next sends the Location header twice (the same value), which Playwright joins with ", ".
    const locations = new Set(response.headers().location?.split(', '));
    expect([...locations]).toEqual([expect.stringMatching(new RegExp(`^${base}/[a-z][a-z0-9-]*$`))]);
  }
});

test('the header menus link each region and city by its slug URL', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/href="\/places-to-go\/areas\/[a-z]/);
  expect(html).not.toMatch(/href="\/places-to-go\/(areas|cities-and-towns)\/\d+"/);
});
