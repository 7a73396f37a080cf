import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from './support/trip-users';

// The trip editor and itinerary as a traveller meets them: saves from two tabs, warnings for days
// that cannot be driven, focus while reordering by keyboard, leaving with unsaved changes,
// printing, undated calendars, and a phone-sized screen.

const routing = {
  begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
  end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
};

async function makeTrip(page: Page, fields: Record<string, unknown>): Promise<number> {
  const response = await page.request.post('/api/trips', {
    data: { name: 'Test Trip', locations: [], routing, tripInfo: [], ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

test('a save from a stale tab merges with the save made meanwhile; the days that cannot be driven warn', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'tabs');
  const tripId = await makeTrip(page, {
    name: 'Rockets and Beaches',
    locations: ['us-space-and-rocket-center', 'vulcan-park-and-museum', 'gulf-state-park'],
    startDate: '2027-04-09',
    endDate: '2027-04-09',
  });

  await page.goto(`/trip/${tripId}`);
  const warnings = page.getByTestId('day-warnings');
  await expect(warnings).toContainText(
    /Day 1 has \d+ h \d+ min of driving, more than 8 hours\. Add a day to the trip and move Gulf State Park to it\./,
  );
  await expect(warnings).toContainText(/Day 1: you would reach .* after 9:00 PM/);
  await expect(page.getByTestId('final-leg')).toHaveText(
    /^Then on to Montgomery: \d+ mi, \d+ h \d+ min from Gulf State Park, arriving about \d{1,2}:\d\d [AP]M( next day)?\.$/,
  );

  const tabA = page;
  const tabB = await page.context().newPage();
  await tabA.goto(`/edit-trip?id=${tripId}`);
  await tabB.goto(`/edit-trip?id=${tripId}`);
  await tabA.getByLabel('Trip name').fill('Rockets, Iron and Beaches');
  await tabA.getByRole('button', { name: 'Save trip' }).click();
  await expect(tabA.getByTestId('editor-status')).toHaveText('Trip saved.');

  // A reorder in the other tab touches nothing the rename did: the two merge and save without asking.
  await tabB.getByRole('button', { name: 'Move Gulf State Park up' }).click();
  await tabB.getByRole('button', { name: 'Save trip' }).click();
  await expect(tabB.getByTestId('editor-status')).toHaveText(
    'Merged with the changes you saved in another tab and saved.',
  );
  await expect(tabB.getByTestId('save-conflict')).toHaveCount(0);
  await expect(tabB.getByLabel('Trip name')).toHaveValue('Rockets, Iron and Beaches');
  const saved = (await (await page.request.get(`/api/trips/${tripId}`)).json()) as {
    name: string;
    locations: string[];
    version: number;
  };
  expect(saved).toMatchObject({ name: 'Rockets, Iron and Beaches', version: 3 });
  expect(saved.locations[1]).toBe('gulf-state-park');
});

test('reordering by keyboard keeps focus on the moved stop, and leaving with unsaved changes asks first', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, request, 'focus');
  const tripId = await makeTrip(page, {
    locations: ['vulcan-park-and-museum', 'alabama-state-capitol', 'gulf-state-park'],
  });
  await page.goto(`/edit-trip?id=${tripId}`);
  const up = page.getByRole('button', { name: 'Move Alabama State Capitol up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('edit-stop').first()).toContainText('Alabama State Capitol');
  // At the top its up button is disabled: focus moves to its down button, not the page body.
  await expect(page.getByRole('button', { name: 'Move Alabama State Capitol down' })).toBeFocused();

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to the itinerary' }).click();
  expect(asked).toBe('You have unsaved changes to this trip. Leave without saving?');
  await expect(page).toHaveURL(/\/edit-trip\?id=/);
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('Trip saved.');
  await page.getByRole('link', { name: 'Back to the itinerary' }).click();
  await expect(page).toHaveURL(new RegExp(`/trip/${tripId}$`));
});

test('printing shows only the itinerary, a day to a page; an undated trip asks for its first day before a calendar', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, request, 'print');
  // Five stops and no dates: two days of four and one.
  const tripId = await makeTrip(page, {
    locations: [
      'birmingham-civil-rights-institute',
      'vulcan-park-and-museum',
      'us-space-and-rocket-center',
      'alabama-state-capitol',
      'gulf-state-park',
    ],
  });
  await page.goto(`/trip/${tripId}`);
  expect((await page.request.get(`/api/trips/${tripId}/export?format=ics`)).status()).toBe(400);
  const first = page.getByLabel('This trip has no dates yet. First day of the trip');
  await first.fill('2027-10-01');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).press('Enter');
  const file = await (await download).path();
  const ics = readFileSync(file, 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20271001');

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Free Vacation Guide' })).toBeHidden();
  for (const selector of ['footer', 'header']) await expect(page.locator(selector).first()).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Trip actions' })).toBeHidden();
  const breaks = await page
    .locator('section[aria-labelledby^="day-"]')
    .evaluateAll((days) => days.map((d) => getComputedStyle(d).breakBefore));
  expect(breaks.length).toBeGreaterThan(1);
  expect(breaks.slice(1).every((b) => b === 'page')).toBe(true);
});

test('at 390 px the floating guide tab covers no field of the editor that has focus', async ({ browser, request }) => {
  const page = await signedInPage(browser, request, 'phone');
  const tripId = await makeTrip(page, { locations: ['vulcan-park-and-museum', 'gulf-state-park'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/edit-trip?id=${tripId}`);
  const tab = page.getByRole('button', { name: 'Free Vacation Guide' });
  const covered: string[] = [];
  for (const field of await page.locator('main input, main button, main select').all()) {
    if (!(await field.isVisible()) || (await field.isDisabled())) continue;
    await field.focus();
    const box = (await field.boundingBox())!;
    // A tab that steps aside while a field has focus covers nothing.
    const over = (await tab.isVisible()) ? await tab.boundingBox() : null;
    if (
      over &&
      box.x < over.x + over.width &&
      over.x < box.x + box.width &&
      box.y < over.y + over.height &&
      over.y < box.y + box.height
    )
      covered.push((await field.getAttribute('id')) ?? (await field.textContent()) ?? '?');
  }
  expect(covered).toEqual([]);
});
