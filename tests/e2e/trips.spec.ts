import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// The trip planner end to end on the built-in user pool: create from the modal, add stops,
// reorder, optimise, export, and plan together with a second user while a third is kept out.
// Each page is used once its scripts have loaded (networkidle): its buttons are drawn on the
// server and, pressed by a test before hydration, would do nothing.

import { choosePlace, confirmedUser, expectNoAxeViolations, signedInPage, signIn } from './support/trip-users';

test('create a trip from the modal, add and reorder stops, optimise, export, and share it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, request, 'planner');

  await page.goto('/create-a-trip', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: 'Create Your Trip' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: "Let's Plan My Trip" }).click();
  await expect(dialog.getByText('Please enter a destination.')).toBeVisible();
  await dialog.getByLabel('Yes').check();
  await choosePlace(page, 'Where are you going?', 'Mobile');
  await dialog.getByRole('button', { name: "Let's Plan My Trip" }).click();
  await expect(dialog.getByText('We will need to know where you are starting from?')).toBeVisible();
  await choosePlace(page, 'Where are you starting from?', 'Huntsville');
  await dialog.getByRole('button', { name: "Let's Plan My Trip" }).click();
  await expect(page.getByText('Trip added!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });

  const tripLink = page.getByRole('link', { name: 'Mobile Trip' }).first();
  const tripId = (await tripLink.getAttribute('href'))!.split('/').pop()!;
  await page.goto(`/edit-trip?id=${tripId}`, { waitUntil: 'networkidle' });
  for (const name of ['Birmingham Civil Rights Institute', 'Kelly Ingram Park', '16th Street Baptist Church']) {
    await choosePlace(page, 'Add a stop', name);
    await expect(page.getByTestId('editor-status')).toContainText('added');
  }
  const stops = page.getByTestId('edit-stop');
  await expect(stops).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Move 16th Street Baptist Church up' }).click();
  await expect(stops.nth(1)).toContainText('16th Street Baptist Church');
  await page.getByRole('button', { name: 'Optimize route' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(/Route optimized|already the shortest/);
  await page.getByLabel('First day').fill('2027-04-09');
  await page.getByLabel('Last day').fill('2027-04-10');
  await page.getByRole('button', { name: 'Save trip' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('Trip saved.');
  const order = await stops.evaluateAll((items) => items.map((i) => i.getAttribute('data-slug')));

  await page.goto(`/trip/${tripId}`, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('itinerary-stop')).toHaveCount(3);
  await expectNoAxeViolations(page);
  expect(
    await page.getByTestId('itinerary-stop').evaluateAll((items) => items.map((i) => i.getAttribute('data-slug'))),
  ).toEqual(order);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );

  const names = await page.getByTestId('itinerary-stop').getByRole('link').allTextContents();
  const ics = await (await page.request.get(`/api/trips/${tripId}/export?format=ics`)).text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect([...ics.replace(/\r\n /g, '').matchAll(/^SUMMARY:(.*)$/gm)].map((m) => m[1])).toEqual(names);
  for (const slug of order) expect(ics).not.toContain(slug);
  const gpx = await (await page.request.get(`/api/trips/${tripId}/export?format=gpx`)).text();
  expect([...gpx.matchAll(/<wpt [^>]*><name>([^<]+)<\/name>/g)].map((m) => m[1])).toEqual(names);

  await page.goto(`/trip/collaborate/${tripId}`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Make an invite link' }).click();
  const invite = await page.getByTestId('invite-link').inputValue();

  const friend = await signedInPage(browser, request, 'friend');
  await friend.goto(invite, { waitUntil: 'networkidle' });
  await friend.getByRole('button', { name: 'Join this trip' }).click();
  await expect(friend).toHaveURL(new RegExp(`/trip/${tripId}$`));
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Mobile Trip');
  await friend.goto(`/edit-trip?id=${tripId}`, { waitUntil: 'networkidle' });
  await friend.getByLabel('Trip name').fill('Our Mobile Trip');
  await friend.getByRole('button', { name: 'Save trip' }).click();
  await expect(friend.getByTestId('editor-status')).toHaveText('Trip saved.');
  await expect(friend.getByRole('button', { name: 'Delete trip' })).toHaveCount(0);

  // The owner sees who joined and can revoke them: the friend then gets what a stranger gets.
  await page.goto(`/trip/collaborate/${tripId}`, { waitUntil: 'networkidle' });
  const friendRow = page.getByTestId('collaborators').getByRole('listitem');
  await expect(friendRow).toHaveCount(1);
  await friendRow.getByRole('button', { name: /^Revoke / }).press('Enter');
  await expect(page.getByText('can no longer see or edit this trip.')).toBeVisible();
  expect((await friend.request.get(`/api/trips/${tripId}`)).status()).toBe(404);

  const stranger = await signedInPage(browser, request, 'stranger');
  expect((await stranger.goto(`/trip/${tripId}`))?.status()).toBe(404);
  expect((await stranger.request.get(`/api/trips/${tripId}`)).status()).toBe(404);

  await page.goto(`/edit-trip?id=${tripId}`, { waitUntil: 'networkidle' });
  await expect(page.getByLabel('Trip name')).toHaveValue('Our Mobile Trip');
  await page.getByRole('button', { name: 'Delete trip' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/my-trip\/[0-9a-f]+$/);
  expect((await page.request.get(`/api/trips/${tripId}`)).status()).toBe(404);
});

test('an anonymous favourite is kept locally, prompts sign-in, and merges into the account', async ({
  browser,
  request,
}) => {
  const email = await confirmedUser(request, 'fav');
  const page = await (await browser.newContext()).newPage();
  await page.goto('/places-to-go/map', { waitUntil: 'networkidle' });
  const first = page.getByTestId('place-list').locator('li').first();
  const id = Number(await first.getAttribute('data-place-id'));
  await page.evaluate((placeId) => window.localStorage.setItem('favorites', JSON.stringify([placeId])), id);
  await signIn(page, email);
  await expect
    .poll(async () => ((await (await page.request.get('/api/favourites')).json()) as { ids: number[] }).ids)
    .toContain(id);
  await page.goto('/places-to-go/map/trips', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('place-list').locator(`li[data-place-id="${id}"]`)).toBeVisible();
});

test('a place chosen in the map list or on the map can be saved and added to a trip, by keyboard', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, request, 'mapper');
  const made = await page.request.post('/api/trips', {
    data: {
      name: 'Map Picks',
      locations: [],
      tripInfo: [],
      routing: {
        begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
        end: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
      },
    },
  });
  const { tripId } = (await made.json()) as { tripId: number };
  await page.goto('/places-to-go/map', { waitUntil: 'networkidle' });
  const item = page.getByTestId('place-list').locator('li').first();
  const id = Number(await item.getAttribute('data-place-id'));
  await item.getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  const actions = item.getByTestId('location-actions');
  await expect(actions).toBeVisible();
  await actions.getByRole('button', { name: /Save to favorites/ }).press('Enter');
  await expect
    .poll(async () => ((await (await page.request.get('/api/favourites')).json()) as { ids: number[] }).ids)
    .toContain(id);
  await expect(actions.getByLabel('Choose a trip')).toHaveValue(String(tripId));
  await actions.getByRole('button', { name: 'Add to trip' }).press('Enter');
  await expect(actions.getByText('Added to Map Picks.')).toBeVisible();
  expect(
    ((await (await page.request.get(`/api/trips/${tripId}`)).json()) as { locations: string[] }).locations,
  ).toHaveLength(1);
  // The chosen marker's popup leads to the same controls.
  const popupButton = page.getByRole('button', { name: 'Save or add to a trip' });
  await expect(popupButton).toBeVisible();
  await popupButton.click();
  await expect(actions.getByRole('button').first()).toBeFocused();
});

test('a featured road trip can be saved as my trip, exported, and opened in Google Maps', async ({
  browser,
  request,
}) => {
  const page = await signedInPage(browser, request, 'roadtrip');
  const { trips } = (await (await page.request.get('/prod/trips')).json()) as {
    trips: { tripId: number; name: string; stops: unknown[] }[];
  };
  const featured = trips.find((t) => t.stops.length >= 3)!;
  await page.goto(`/road-trips/${featured.tripId}`, { waitUntil: 'networkidle' });
  const actions = page.getByTestId('road-trip-actions');
  await expect(page.getByRole('link', { name: /^Open in Google Maps/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/,
  );

  const gpxDownload = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download route (.gpx)' }).press('Enter');
  const gpx = readFileSync((await (await gpxDownload).path())!, 'utf8');
  expect(gpx.match(/<wpt /g)).toHaveLength(featured.stops.length);

  await actions.getByRole('button', { name: 'Download calendar (.ics)' }).press('Enter');
  await expect(actions.getByText('Choose the first day of your trip to make a calendar.')).toBeVisible();
  await actions.getByLabel('First day of your trip').fill('2027-03-05');
  const icsDownload = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download calendar (.ics)' }).press('Enter');
  const ics = readFileSync((await (await icsDownload).path())!, 'utf8');
  expect(ics).toContain('DTSTART;VALUE=DATE:20270305');

  await actions.getByRole('button', { name: 'Save as my trip' }).press('Enter');
  await expect(page).toHaveURL(/\/edit-trip\?id=\d+$/);
  await expect(page.getByTestId('edit-stop')).toHaveCount(featured.stops.length);
  await expect(page.getByLabel('Trip name')).toHaveValue(featured.name);
  const savedId = new URL(page.url()).searchParams.get('id');

  // Saved already: the page asks instead of making a second trip of the same name. (The button
  // asks a signed-out visitor to sign in, so wait until the page knows who is signed in.)
  const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/session') && r.ok());
  await page.goto(`/road-trips/${featured.tripId}`, { waitUntil: 'networkidle' });
  await session;
  await actions.getByRole('button', { name: 'Save as my trip' }).press('Enter');
  await expect(actions.getByRole('heading', { name: 'You saved this road trip already.' })).toBeFocused();
  await expect(actions.getByLabel('Name of the copy')).toHaveValue(`${featured.name} (2)`);
  await actions.getByRole('button', { name: 'Save a copy' }).press('Enter');
  await expect(page).toHaveURL(/\/edit-trip\?id=\d+$/);
  expect(new URL(page.url()).searchParams.get('id')).not.toBe(savedId);
  await expect(page.getByLabel('Trip name')).toHaveValue(`${featured.name} (2)`);
});
