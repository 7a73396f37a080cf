import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './support/trip-users';

// Days as a traveller plans them: a stop moved to another day by keyboard, by its day menu and by
// drag; a warning's fix in one click, and undo; the itinerary page showing the days as saved.

const routing = {
  begin: { lat: 34.7304, long: -86.5861, city: 'Huntsville', state: 'AL' },
  end: { lat: 30.246, long: -87.7008, city: 'Gulf Shores', state: 'AL' },
};

async function makeTrip(page: Page, fields: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/trips', {
    data: { name: 'Huntsville to the Gulf', locations: [], routing, tripInfo: [], ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

const day = (page: Page, n: number) => page.locator(`[data-testid="edit-day"][data-day="${n}"]`);
const stopsOf = async (page: Page, n: number) =>
  day(page, n)
    .getByTestId('edit-stop')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-slug')));

test('a stop moves to day 2 by keyboard and by drag, and the saved itinerary shows it there', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'days');
  const tripId = await makeTrip(page, {
    locations: ['us-space-and-rocket-center', 'vulcan-park-and-museum', 'alabama-state-capitol', 'gulf-state-park'],
    tripInfo: [
      { locationId: 'us-space-and-rocket-center', show: true, day: 1 },
      { locationId: 'vulcan-park-and-museum', show: true, day: 1 },
      { locationId: 'alabama-state-capitol', show: true, day: 2 },
      { locationId: 'gulf-state-park', show: true, day: 2 },
    ],
    startDate: '2027-04-09',
    endDate: '2027-04-10',
  });
  await page.goto(`/edit-trip?id=${tripId}`);
  expect(await stopsOf(page, 1)).toEqual(['us-space-and-rocket-center', 'vulcan-park-and-museum']);

  // Keyboard: the last stop of day 1 steps down onto the top of day 2, and keeps focus.
  const down = page.getByRole('button', { name: 'Move Vulcan Park and Museum down' });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('editor-status')).toHaveText('Vulcan Park and Museum moved to day 2.');
  expect(await stopsOf(page, 2)).toEqual(['vulcan-park-and-museum', 'alabama-state-capitol', 'gulf-state-park']);
  await expect(page.getByRole('button', { name: 'Move Vulcan Park and Museum down' })).toBeFocused();

  // Its day menu: back to day 1.
  await page.getByLabel('Day for Vulcan Park and Museum').selectOption('1');
  expect(await stopsOf(page, 1)).toEqual(['us-space-and-rocket-center', 'vulcan-park-and-museum']);

  // Drag, by its name: the Rocket Center onto day 2's capitol row goes in before it. A window tall
  // enough for both rows, so nothing scrolls under the pointer while it is pressed.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await day(page, 1)
    .locator('[data-slug="us-space-and-rocket-center"] > span')
    .first()
    .dragTo(day(page, 2).locator('[data-slug="alabama-state-capitol"] > span').first());
  expect(await stopsOf(page, 2)).toEqual(['us-space-and-rocket-center', 'alabama-state-capitol', 'gulf-state-park']);
  await expect(day(page, 2).getByTestId('stop-times').first()).toHaveText(/^Arrive \d{1,2}:\d\d [AP]M, leave/);

  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('Trip saved.');
  await page.goto(`/trip/${tripId}`);
  const days = page.getByTestId('itinerary-day');
  await expect(days).toHaveCount(2);
  await expect(days.nth(1).getByTestId('itinerary-stop').first()).toHaveAttribute(
    'data-slug',
    'us-space-and-rocket-center',
  );
});

test('a warning’s fix is one click, and undo brings the day back', async ({ browser, request }) => {
  const page = await signedInPage(browser, request, 'fixes');
  // One day from Huntsville to the Gulf by way of Birmingham and Montgomery: the Gulf is reached after 9:00 PM.
  const tripId = await makeTrip(page, {
    locations: ['us-space-and-rocket-center', 'vulcan-park-and-museum', 'alabama-state-capitol', 'gulf-state-park'],
    tripInfo: ['us-space-and-rocket-center', 'vulcan-park-and-museum', 'alabama-state-capitol', 'gulf-state-park'].map(
      (locationId) => ({ locationId, show: true, day: 1 }),
    ),
  });
  await page.goto(`/edit-trip?id=${tripId}`);
  await expect(page.getByTestId('edit-day')).toHaveCount(1);
  const warnings = day(page, 1).getByTestId('day-warnings');
  await expect(warnings).toContainText(/Day 1: you would reach Gulf Shores at .* after 9:00 PM\./);
  await warnings.getByRole('button', { name: 'Add a day' }).click();
  await expect(page.getByTestId('edit-day')).toHaveCount(2);
  expect(await stopsOf(page, 2)).toEqual(['gulf-state-park']);
  await expect(page.getByTestId('editor-status')).toHaveText('Done: Add a day.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('edit-day')).toHaveCount(1);
  expect(await stopsOf(page, 1)).toHaveLength(4);
});

test('a place along a day’s route is added to that day in one click', async ({ browser, request }) => {
  const page = await signedInPage(browser, request, 'along');
  // Birmingham to Montgomery by I-65, with one stop at each end.
  const tripId = await makeTrip(page, {
    routing: {
      begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
      end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
    },
    locations: ['vulcan-park-and-museum', 'alabama-state-capitol'],
    tripInfo: ['vulcan-park-and-museum', 'alabama-state-capitol'].map((locationId) => ({
      locationId,
      show: true,
      day: 1,
    })),
  });
  await page.goto(`/edit-trip?id=${tripId}`);
  await page.getByRole('button', { name: 'Find places along day 1’s route' }).click();
  const add = page.getByRole('button', { name: /^Add to day 1 \(/ }).first();
  await expect(add).toBeVisible({ timeout: 15_000 });
  const name = /\((.*)\)$/.exec((await add.getAttribute('aria-label')) ?? (await add.innerText()))?.[1];
  await add.click();
  await expect(day(page, 1).getByTestId('edit-stop')).toHaveCount(3);
  await expect(
    day(page, 1)
      .getByTestId('edit-stop')
      .filter({ hasText: name ?? '' }),
  ).toHaveCount(1);
  // It joins day 1 where its detour is least; the two stops already there stay.
  const slugs = await stopsOf(page, 1);
  expect(slugs).toHaveLength(3);
  expect(slugs.filter((s) => s !== 'vulcan-park-and-museum' && s !== 'alabama-state-capitol')).toHaveLength(1);
});
