import { expect, test, type Page } from '@playwright/test';
import { choosePlace, signedInPage } from './support/trip-users';

// Two tabs on one trip: edits to different things merge and save without a question; edits to
// the same thing ask, naming the place, the field and who made the other change.

const routing = {
  begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
  end: { lat: 30.6954, long: -88.0399, city: 'Mobile', state: 'AL' },
};

async function makeTrip(page: Page, name: string, locations: string[]): Promise<number> {
  const response = await page.request.post('/api/trips', { data: { name, locations, routing, tripInfo: [] } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { tripId: number }).tripId;
}

async function twoTabs(page: Page, tripId: number): Promise<[Page, Page]> {
  const other = await page.context().newPage();
  await page.goto(`/edit-trip?id=${tripId}`);
  await other.goto(`/edit-trip?id=${tripId}`);
  return [page, other];
}

test('a rename in one tab and a stop added in the other both survive, with no question', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'merge');
  const tripId = await makeTrip(page, 'Iron and Sand', ['vulcan-park-and-museum', 'gulf-state-park']);
  const [tabA, tabB] = await twoTabs(page, tripId);

  await tabA.getByLabel('Trip name').fill('Iron, Rockets and Sand');
  await tabA.getByRole('button', { name: 'Save trip' }).click();
  await expect(tabA.getByTestId('editor-status')).toHaveText('Trip saved.');

  await choosePlace(tabB, 'Add a stop', 'Kelly Ingram Park');
  await expect(tabB.getByTestId('editor-status')).toContainText('added');
  await tabB.getByRole('button', { name: 'Save trip' }).click();
  await expect(tabB.getByTestId('editor-status')).toHaveText(
    'Merged with the changes you saved in another tab and saved.',
  );
  await expect(tabB.getByTestId('save-conflict')).toHaveCount(0);
  await expect(tabB.getByLabel('Trip name')).toHaveValue('Iron, Rockets and Sand');

  // No "Leave site?" prompt: the merged trip is saved.
  tabB.on('dialog', (dialog) => void dialog.dismiss());
  await tabB.reload();
  await expect(tabB.getByLabel('Trip name')).toHaveValue('Iron, Rockets and Sand');
  await expect(tabB.locator('[data-testid="edit-stop"][data-slug="kelly-ingram-park"]')).toHaveCount(1);
  await expect(tabB.getByTestId('edit-stop')).toHaveCount(3);
});

test('a stop removed in one tab and changed in the other asks, naming the stop and the field; Reload their version does not ask to leave', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, request, 'clash');
  const tripId = await makeTrip(page, 'Shoals and Shore', ['vulcan-park-and-museum', 'gulf-state-park']);
  const [tabA, tabB] = await twoTabs(page, tripId);

  await tabA.getByRole('button', { name: 'Remove Gulf State Park' }).click();
  await tabA.getByRole('button', { name: 'Save trip' }).click();
  await expect(tabA.getByTestId('editor-status')).toHaveText('Trip saved.');

  await tabB.locator('[data-testid="edit-stop"][data-slug="gulf-state-park"]').getByLabel('Show on trip').uncheck();
  await tabB.getByRole('button', { name: 'Save trip' }).click();
  const conflict = tabB.getByTestId('save-conflict');
  await expect(conflict.getByRole('heading', { name: 'Someone else changed this trip' })).toBeFocused();
  await expect(conflict.getByRole('group')).toHaveAccessibleName(
    'Gulf State Park: your other tab removed it, you changed its shown on the trip',
  );

  let asked = false;
  tabB.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await conflict.getByRole('button', { name: 'Reload their version (lose my changes)' }).click();
  await expect(tabB.getByTestId('save-conflict')).toHaveCount(0);
  await expect(tabB.getByTestId('edit-stop')).toHaveCount(1);
  expect(asked).toBe(false);
});
