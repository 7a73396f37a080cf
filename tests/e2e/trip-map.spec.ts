import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signedInPage } from './support/trip-users';

// The trip's route drawn per day, as a traveller sees it on screen and on paper: a map per day
// with its stops numbered in trip order, every marker inside the map's frame (Gulf State Park on
// the coast included), and the trip on the My Trips map with a button per day.

const routing = {
  begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
  end: { lat: 30.6954, long: -88.0399, city: 'Mobile', state: 'AL' },
};

async function makeTrip(page: Page): Promise<number> {
  const response = await page.request.post('/api/trips', {
    data: {
      name: 'Rockets to the Gulf',
      locations: ['us-space-and-rocket-center', 'vulcan-park-and-museum', 'gulf-state-park'],
      routing,
      tripInfo: [],
      startDate: '2027-04-09',
      endDate: '2027-04-10',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

/** Every marker of a map, its whole disc and a margin, within the drawn map's box. */
async function expectMarkersInside(map: Locator) {
  const frame = (await map.locator('svg[role="img"]').boundingBox())!;
  const markers = map.locator('[data-testid="route-marker"]');
  expect(await markers.count()).toBeGreaterThan(1);
  for (const marker of await markers.all()) {
    const box = (await marker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x + 2);
    expect(box.y).toBeGreaterThanOrEqual(frame.y + 2);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width - 2);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height - 2);
  }
}

test('the printed itinerary has a map per day with its stops numbered, all inside the frame', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'mapper');
  const tripId = await makeTrip(page);

  await page.goto(`/trip/${tripId}`);
  await expect(
    page.getByTestId('trip-route-map').getByRole('img', { name: /^Map of Rockets to the Gulf: 2 days, 3 stops/ }),
  ).toBeAttached();

  await page.goto(`/trip/${tripId}/print`);
  const dayMaps = page.getByTestId('day-route-map');
  await expect(dayMaps).toHaveCount(2);
  await expect(page.getByRole('img', { name: /^Day 1: Birmingham to .+, 2 stops$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Day 2: .+ to Mobile, 1 stop$/ })).toBeVisible();
  const labels = (map: Locator) =>
    map
      .locator('[data-testid="route-marker"][data-kind="stop"]')
      .evaluateAll((ms) => ms.map((m) => m.getAttribute('data-label')));
  expect(await labels(dayMaps.nth(0))).toEqual(['1', '2']);
  expect(await labels(dayMaps.nth(1))).toEqual(['3']);
  // The county picture is drawn under the route.
  await expect(dayMaps.nth(0).locator('image')).toHaveAttribute('href', '/geo/alabama-counties.svg');
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  for (const map of await dayMaps.all()) {
    await expect(map).toBeVisible();
    await expectMarkersInside(map);
  }
  await expectMarkersInside(page.getByTestId('trip-route-overview'));
});

test('My Trips draws the trip by day, numbered, with a button per day', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'daymap');
  await makeTrip(page);
  await page.goto('/my-trip');
  const map = page.getByTestId('trip-route-map');
  await expect(map.getByRole('img', { name: /^Map of Rockets to the Gulf: 2 days, 3 stops/ })).toBeAttached();
  await expect(map.getByTestId('trip-route-live')).toHaveAttribute('data-ready', 'true');
  // The live map: one numbered marker per stop, never a cluster.
  await expect(map.locator('.leaflet-marker-icon')).toHaveText(['S', '1', '2', '3', 'E']);
  await map.getByRole('button', { name: 'Day 2' }).click();
  await expect(map.getByRole('status')).toHaveText(/^Showing Day 2: .+ to Mobile, 1 stop\.$/);
  await expect(map.locator('.leaflet-marker-icon')).toHaveText(['S', '3', 'E']);
  await expectNoAxeViolations(page);
});
