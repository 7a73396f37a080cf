import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// The trip planner end to end on the built-in user pool: create from the modal, add stops,
// reorder, optimise, export, and plan together with a second user while a third is kept out.

type Mail = { to: string; meta: { purpose?: string; code?: string } };
const PASSWORD = 'Sweet-Home-1';
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function idp(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const config = (await (await request.get('/idp/config')).json()) as { clientId: string };
  return request.post('/idp', {
    headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`, 'content-type': 'application/x-amz-json-1.1' },
    data: JSON.stringify({ ClientId: config.clientId, ...body }),
  });
}

async function confirmedUser(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect((await idp(request, 'SignUp', { Username: email, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] })).ok()).toBe(true);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox?format=json')).json()) as Mail[];
      code = mails.find((m) => m.to === email && m.meta.purpose === 'signup')?.meta.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await idp(request, 'ConfirmSignUp', { Username: email, ConfirmationCode: code })).ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
}

async function signedInPage(browser: Browser, request: APIRequestContext, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, await confirmedUser(request, label));
  return page;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
}

test('create a trip from the modal, add and reorder stops, optimise, export, and share it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const page = await signedInPage(browser, request, 'planner');

  await page.goto('/create-a-trip');
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
  await page.goto(`/edit-trip?id=${tripId}`);
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

  await page.goto(`/trip/${tripId}`);
  await expect(page.getByTestId('itinerary-stop')).toHaveCount(3);
  await expectNoAxeViolations(page);
  expect(await page.getByTestId('itinerary-stop').evaluateAll((items) => items.map((i) => i.getAttribute('data-slug')))).toEqual(order);
  await expect(page.getByRole('link', { name: /Open in Google Maps/ }).first()).toHaveAttribute('href', /google\.com\/maps\/dir/);

  const ics = await (await page.request.get(`/api/trips/${tripId}/export?format=ics`)).text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  const icsSlugs = [...ics.replace(/\r?\n[ \t]/g, '').matchAll(/\d+\. [^\\\r\n]*\(([a-z0-9-]+)\)/g)].map((m) => m[1]);
  expect(icsSlugs).toEqual(order);
  const gpx = await (await page.request.get(`/api/trips/${tripId}/export?format=gpx`)).text();
  expect([...gpx.matchAll(/<cmt>([^<]+)<\/cmt>/g)].map((m) => m[1])).toEqual(order);

  await page.goto(`/trip/collaborate/${tripId}`);
  await page.getByRole('button', { name: 'Make an invite link' }).click();
  const invite = await page.getByTestId('invite-link').inputValue();

  const friend = await signedInPage(browser, request, 'friend');
  await friend.goto(invite);
  await friend.getByRole('button', { name: 'Join this trip' }).click();
  await expect(friend).toHaveURL(new RegExp(`/trip/${tripId}$`));
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Mobile Trip');
  await friend.goto(`/edit-trip?id=${tripId}`);
  await friend.getByLabel('Trip name').fill('Our Mobile Trip');
  await friend.getByRole('button', { name: 'Save trip' }).click();
  await expect(friend.getByTestId('editor-status')).toHaveText('Trip saved.');
  await expect(friend.getByRole('button', { name: 'Delete trip' })).toHaveCount(0);

  const stranger = await signedInPage(browser, request, 'stranger');
  expect((await stranger.goto(`/trip/${tripId}`))?.status()).toBe(404);
  expect((await stranger.request.get(`/api/trips/${tripId}`)).status()).toBe(404);

  await page.goto(`/edit-trip?id=${tripId}`);
  await expect(page.getByLabel('Trip name')).toHaveValue('Our Mobile Trip');
  await page.getByRole('button', { name: 'Delete trip' }).click();
  await page.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page).toHaveURL(/\/my-trip\/[0-9a-f]+$/);
  expect((await page.request.get(`/api/trips/${tripId}`)).status()).toBe(404);
});

test('an anonymous favourite is kept locally, prompts sign-in, and merges into the account', async ({ browser, request }) => {
  const email = await confirmedUser(request, 'fav');
  const page = await (await browser.newContext()).newPage();
  await page.goto('/places-to-go/map');
  const first = page.getByTestId('place-list').locator('li').first();
  const id = Number(await first.getAttribute('data-place-id'));
  await page.evaluate((placeId) => window.localStorage.setItem('favorites', JSON.stringify([placeId])), id);
  await signIn(page, email);
  await expect.poll(async () => ((await (await page.request.get('/api/favourites')).json()) as { ids: number[] }).ids).toContain(id);
  await page.goto('/places-to-go/map/trips');
  await expect(page.getByTestId('place-list').locator(`li[data-place-id="${id}"]`)).toBeVisible();
});
