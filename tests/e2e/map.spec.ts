import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The offline map: no keys, no outside network. Every request that leaves the server is refused.

async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

/** 500 synthetic places around Birmingham and Montgomery, in the Main API's Location shape. */
function syntheticPlaces(count = 500) {
  return Array.from({ length: count }, (_, i) => ({
    id: 900_000 + i,
    slug: `synthetic-${i}`,
    name: `Synthetic place ${i}`,
    city: i % 2 ? 'Birmingham' : 'Montgomery',
    category: 'attraction',
    latitude: String((i % 2 ? 33.52 : 32.37) + ((i * 7919) % 100) / 250),
    longitude: String((i % 2 ? -86.81 : -86.3) + ((i * 104729) % 100) / 250),
  }));
}

const mapNode = (page: Page) => page.getByTestId('map');

test('draws the county map and the markers with no network and no keys', async ({ page }) => {
  await offline(page);
  await page.goto('/places-to-go/map');
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  await expect(mapNode(page)).toHaveAttribute('data-backend', 'offline');
  const counties = page.locator('.leaflet-overlay-pane img.leaflet-image-layer');
  await expect(counties).toHaveAttribute('src', '/geo/alabama-counties.svg');
  expect(await counties.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const listed = await page.getByTestId('place-list').getAttribute('data-total');
  await expect(mapNode(page)).toHaveAttribute('data-points', listed!);
});

test('the server draws the map first: counties and clusters show with no JavaScript at all', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await offline(page);
  await page.goto('/places-to-go/map');
  const standIn = page.getByTestId('static-map');
  await expect(standIn).toBeVisible();
  expect(await standIn.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  // Every listed place is on it once, alone or inside a cluster's count.
  const counted = await standIn
    .locator('span')
    .evaluateAll((markers) => markers.reduce((sum, m) => sum + (Number(m.textContent) || 1), 0));
  expect(String(counted)).toBe(await page.getByTestId('place-list').getAttribute('data-total'));
  await expect(mapNode(page)).toHaveCount(0);
  await context.close();
});

test('with reduced motion requested, the map jumps instead of animating its zoom and fades', async ({ page }) => {
  await offline(page);
  // Leaflet marks what it animates: the fading container and the layers that glide on zoom.
  const animated = () =>
    page.locator('.leaflet-container.leaflet-fade-anim, img.leaflet-image-layer.leaflet-zoom-animated').count();
  await page.goto('/places-to-go/map');
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  expect(await animated()).toBe(2);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  expect(await animated()).toBe(0);
  await mapNode(page).focus();
  await page.keyboard.press('+');
  // The site's reduced-motion rule shortens every transition to 0.01 ms; none may last longer.
  const gliding = () =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration) > 1).length;
  expect(await page.evaluate(gliding)).toBe(0);
  await expect(page).toHaveURL(/zoom=8/);
});

test('draws and clusters 500 markers from a bounding-box search, quickly', async ({ page }) => {
  await offline(page);
  await page.route('**/prod/filterLocations?**', (route) => route.fulfill({ json: syntheticPlaces() }));
  await page.goto('/places-to-go/map');
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  const search = page.waitForRequest(
    (r) => r.url().includes('/prod/filterLocations') && r.url().includes('min_latitude'),
  );
  await mapNode(page).focus();
  await page.keyboard.press('ArrowRight');
  const request = new URL((await search).url());
  expect(request.searchParams.get('limit')).toBe('500');
  await expect(mapNode(page)).toHaveAttribute('data-points', '500');
  const clusters = Number(await mapNode(page).getAttribute('data-clusters'));
  const drawn = Number(await mapNode(page).getAttribute('data-drawn'));
  expect(clusters).toBeGreaterThan(0);
  expect(drawn).toBeLessThan(500);
  expect(Number(await mapNode(page).getAttribute('data-draw-ms'))).toBeLessThan(150);
  await expect(page.getByTestId('place-list')).toHaveAttribute('data-total', '500');
  await expect(page.getByTestId('place-list').locator('li')).toHaveCount(50);
  await page.getByRole('button', { name: 'Show 50 more places' }).click();
  await expect(page.getByTestId('place-list').locator('li')).toHaveCount(100);
  await expect(page).toHaveURL(/bbox=/);
});

test('tabs change the categories listed, and the URL holds the view', async ({ page }) => {
  await offline(page);
  await page.goto('/places-to-go/map');
  await page
    .getByRole('navigation', { name: 'Kinds of places' })
    .getByRole('link', { name: 'Eat', exact: true })
    .click();
  await expect(page).toHaveURL(/\/places-to-go\/map\/eat/);
  const metas = await page.getByTestId('place-list').locator('li button').allInnerTexts();
  expect(metas.length).toBeGreaterThan(0);
  for (const text of metas) expect(text.toLowerCase()).toContain('food');
  await page.getByRole('link', { name: 'Stay', exact: true }).click();
  await expect(page).toHaveURL(/\/places-to-go\/map\/stay/);
  // Waits for the Stay list itself: not empty, and every entry a place to stay.
  await expect
    .poll(async () => {
      const stays = (await page.getByTestId('place-list').locator('li button').allInnerTexts()).map((t) =>
        t.toLowerCase(),
      );
      return stays.length > 0 && stays.every((t) => t.includes('accommodation'));
    })
    .toBe(true);
});

test('a bounding box in the URL limits the list to that part of the state', async ({ page }) => {
  await offline(page);
  await page.goto('/places-to-go/map');
  const all = Number(await page.getByTestId('place-list').getAttribute('data-total'));
  await page.goto('/places-to-go/map?bbox=-88.4,30.1,-87.4,31.0');
  // The cached page lists the whole view; the browser reads the box from the address and asks for it.
  const total = async () => Number(await page.getByTestId('place-list').getAttribute('data-total'));
  await expect.poll(total).toBeLessThan(all);
  await expect(page.getByTestId('map-status')).not.toContainText('Loading');
  const coast = await total();
  expect(coast).toBeGreaterThan(0);
  for (const item of await page.getByTestId('place-list').locator('li').all()) {
    const lat = Number(await item.getAttribute('data-lat'));
    const lng = Number(await item.getAttribute('data-lng'));
    expect(lat).toBeGreaterThanOrEqual(30.1);
    expect(lat).toBeLessThanOrEqual(31.0);
    expect(lng).toBeGreaterThanOrEqual(-88.4);
    expect(lng).toBeLessThanOrEqual(-87.4);
  }
});

test('choosing a place in the list highlights it on the map, by keyboard, and the URL can be shared', async ({
  page,
}) => {
  await offline(page);
  await page.goto('/places-to-go/map');
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  const first = page.getByTestId('place-list').locator('li').first();
  const id = await first.getAttribute('data-place-id');
  // The item's own button: once chosen, its favourite and trip buttons appear beside it.
  const choose = first.locator(':scope > button');
  await choose.focus();
  await page.keyboard.press('Enter');
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  await expect(mapNode(page)).toHaveAttribute('data-selected', id!);
  await expect(page).toHaveURL(new RegExp(`selected=${id}`));
  await expect(page.getByTestId('map-status')).toContainText('is highlighted on the map');
  await page.reload();
  await expect(page.getByTestId('place-list').locator(`li[data-place-id="${id}"] > button`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mapNode(page)).toHaveAttribute('data-selected', id!);
});

test('the map page passes axe', async ({ page }) => {
  await offline(page);
  await page.goto('/places-to-go/map/see');
  await expect(mapNode(page)).toHaveAttribute('data-ready', 'true');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('without JavaScript, the filter form shows its view, server-drawn and from the cache', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await offline(page);
  const first = await page.goto('/places-to-go/map');
  expect(first!.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const total = async () => Number(await page.getByTestId('place-list').getAttribute('data-total'));
  const all = await total();
  await page.getByRole('main').locator('select[name="experience"]').selectOption('beaches');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('experience=beaches')),
    page.getByRole('button', { name: 'Show places' }).click(),
  ]);
  expect(answer.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  await expect(page).toHaveURL(/\/places-to-go\/map\?.*experience=beaches/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beaches');
  const beaches = await total();
  expect(beaches).toBeGreaterThan(0);
  expect(beaches).toBeLessThan(all);
  await context.close();
});
