import { expect, test, type Locator, type Page } from '@playwright/test';
import { spanishMessages } from './support/messages';
import { choosePlace, confirmedUser, PASSWORD, signupCode, uniqueEmail } from './support/trip-users';

// The site's flows on its Spanish pages: each stays under /es (links and redirects keep the
// language), shows its checks and the API's answers in Spanish, and ends in Spanish.

const account = spanishMessages('account');
const guide = spanishMessages('guideOrder');
const guideTabs = spanishMessages('guideTabs');
const guideSuccess = spanishMessages('guideSuccess');
const interests = spanishMessages('guideInterests');
const newsletter = spanishMessages('newsletter');
const newsletterPages = spanishMessages('newsletterPages');
const footerNewsletter = spanishMessages('footerNewsletter');
const feedback = spanishMessages('feedback');
const trips = spanishMessages('trips');
const editor = spanishMessages('tripEditor');
const tripApi = spanishMessages('tripApi');
const shell = spanishMessages('shell');

/** Every address the page went to while the flow ran, to prove none left the Spanish site. */
function watchNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

const expectAllSpanish = (paths: string[]) =>
  expect(paths.filter((path) => path !== '/es' && !path.startsWith('/es/'))).toEqual([]);

/** Signs in from the Spanish sign-in page, which leads to the Spanish profile. */
async function signInInSpanish(page: Page, email: string) {
  await page.goto('/es/login', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByLabel(account('field.email')).fill(email);
  await main.getByLabel(account('field.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: account('button.signIn') }).click();
  await expect(page).toHaveURL(/\/es\/profile$/, { timeout: 30_000 });
}

async function expectSpanishPage(page: Page) {
  await expect(page).toHaveURL(/\/es(\/|$|\?)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
}

test('sign-up in Spanish: a wrong code, the right one, then sign-in reaches /es/profile', async ({ page, request }) => {
  const paths = watchNavigations(page);
  const email = uniqueEmail('registro');
  await page.goto('/es/signup', { waitUntil: 'networkidle' });
  const main = page.getByRole('main');
  await main.getByRole('button', { name: account('button.register') }).click();
  await expect(main.getByText(account('validation.emailRequired'))).toBeVisible();
  await main.getByLabel(account('field.email')).fill(email);
  await main.getByLabel(account('field.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: account('button.register') }).click();
  await expect(page).toHaveURL(/\/es\/confirmation\?myEmail=/);
  await expectSpanishPage(page);

  const code = await signupCode(request, email);
  await main.getByLabel(account('field.confirmationCode')).fill(code === '000000' ? '111111' : '000000');
  await main.getByRole('button', { name: account('button.confirmAccount') }).click();
  await expect(main.getByText(account('validation.codeInvalid'))).toBeVisible();

  await main.getByLabel(account('field.confirmationCode')).fill(code);
  await main.getByRole('button', { name: account('button.confirmAccount') }).click();
  await expect(page.getByText(account('toast.verified'))).toBeVisible();
  await expect(page).toHaveURL(/\/es\/login/);

  await main.getByLabel(account('field.email')).fill(email);
  await main.getByLabel(account('field.password'), { exact: true }).fill('Wrong-Pass-9');
  await main.getByRole('button', { name: account('button.signIn') }).click();
  await expect(main.getByText(account('pool.incorrect'))).toBeVisible();
  await main.getByLabel(account('field.password'), { exact: true }).fill(PASSWORD);
  await main.getByRole('button', { name: account('button.signIn') }).click();
  await expect(page.getByText(account('toast.signInTitle')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: account('title.profile') })).toBeVisible();
  expectAllSpanish(paths);
});

async function fillInfo(form: Locator) {
  await form.getByLabel(guide('firstName'), { exact: true }).fill('Zelda');
  await form.getByLabel(guide('lastName'), { exact: true }).fill('Fitzgerald');
  await form.getByLabel(guide('email'), { exact: true }).fill('zelda.es.e2e@example.com');
}

async function fillAddress(form: Locator) {
  await form.getByLabel(guide('address'), { exact: true }).fill('919 Felder Avenue');
  await form.getByLabel(guide('city'), { exact: true }).fill('Montgomery');
  await form.getByLabel(guide('state'), { exact: true }).selectOption('AL');
  await form.getByLabel(guide('zip'), { exact: true }).fill('36106');
}

test('a vacation guide order in Spanish: its checks, the order, and the thank-you page under /es', async ({ page }) => {
  const paths = watchNavigations(page);
  await page.goto('/es/vacation-guide', { waitUntil: 'networkidle' });
  const form = page.getByRole('main').getByRole('form', { name: guide('formLabel') });
  const tab = (name: string) => form.getByRole('tab', { name });

  await form.getByRole('button', { name: guide('next') }).click();
  await expect(form.getByRole('listitem').filter({ hasText: guide('firstNameRequired') })).toBeVisible();
  await expect(form.getByRole('listitem').filter({ hasText: guide('emailRequired') })).toBeVisible();

  await fillInfo(form);
  await form.getByRole('button', { name: guide('next') }).click();
  await expect(tab(guideTabs('address'))).toHaveAttribute('aria-selected', 'true');
  await fillAddress(form);
  await form.getByLabel(guide('zip'), { exact: true }).fill('K1A 0B1');
  await form.getByLabel(guide('city'), { exact: true }).focus();
  await expect(form.getByRole('listitem').filter({ hasText: guide('zipInvalid') })).toBeVisible();
  await form.getByLabel(guide('zip'), { exact: true }).fill('36106');

  await tab(guideTabs('misc')).click();
  await form.getByLabel(interests('Beaches'), { exact: true }).check();
  await form.getByRole('button', { name: guide('submit') }).click();

  await expect(page).toHaveURL(/\/es\/vacation_guide_orders\/thanks$/);
  await expectSpanishPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guideSuccess('pageTitle'));
  await expect(page.getByRole('heading', { name: guideSuccess('heading') })).toBeVisible();
  await page.getByRole('button', { name: guideSuccess('mapButton') }).click();
  await expect(page.getByText(guideSuccess('mapSuccess'))).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: shell('footerOrderedHeading') }),
  ).toBeVisible();
  expectAllSpanish(paths);
});

test('the order API answers a bad field in Spanish when the page is Spanish', async ({ request }) => {
  const response = await request.post('/api/newsletter/requestVacationGuide', {
    headers: { 'x-site-locale': 'es' },
    data: { firstName: 'Zelda', lastName: 'Fitzgerald', email: 'zelda@', address: '1 Main St', city: 'Mobile' },
  });
  expect(response.status()).toBe(400);
  const { error } = (await response.json()) as { error: { message: string } };
  expect(error.message).not.toMatch(/\b(is|must|required|invalid)\b/i);
});

test('the newsletter in Spanish: the footer form, the modal, and /es/subscribe to its thank-you page', async ({
  page,
}) => {
  const paths = watchNavigations(page);
  await page.goto('/es/newsletter', { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: footerNewsletter('submit') }).click();
  await expect(footer.getByText(footerNewsletter('emailRequired'))).toBeVisible();
  await footer.getByLabel(footerNewsletter('label')).fill('no-es-un-correo');
  await footer.getByRole('button', { name: footerNewsletter('submit') }).click();
  await expect(footer.getByText(footerNewsletter('emailInvalid'))).toBeVisible();
  await footer.getByLabel(footerNewsletter('label')).fill('pie.es.e2e@example.com');
  await footer.getByRole('button', { name: footerNewsletter('submit') }).click();
  await expect(footer.getByText(newsletter('success'))).toBeVisible();

  await page.getByRole('button', { name: newsletter('openButton') }).click();
  const dialog = page.getByRole('dialog', { name: newsletter('heading') });
  await dialog.getByRole('button', { name: newsletter('submit') }).click();
  await expect(dialog.getByText(newsletter('lastNameRequired'))).toBeVisible();
  await dialog.getByLabel(newsletter('email')).fill('modal.es.e2e@example.com');
  await dialog.getByLabel(newsletter('firstName')).fill('Helen');
  await dialog.getByLabel(newsletter('lastName')).fill('Keller');
  await dialog.getByRole('button', { name: newsletter('submit') }).click();
  await expect(dialog.getByText(newsletter('success'))).toBeVisible();

  await page.goto('/es/subscribe', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterPages('subscribeTitle'));
  const main = page.getByRole('main');
  await main.getByLabel(newsletter('email')).fill('pagina.es.e2e@example.com');
  await main.getByLabel(newsletter('firstName')).fill('Helen');
  await main.getByLabel(newsletter('lastName')).fill('Keller');
  await main.getByRole('button', { name: newsletter('submit') }).click();
  await expect(page).toHaveURL(/\/es\/subscribers\/thanks$/);
  await expectSpanishPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterPages('thanksTitle'));
  await expect(page.getByText(newsletter('success'))).toBeVisible();
  expectAllSpanish(paths);
});

test('the feedback widget in Spanish: a rating, its checks, Enviando... and thanks', async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/feedback/createFeedback')) sent.push(JSON.parse(r.postData() ?? '{}'));
  });
  await page.goto('/es/vacation-guide', { waitUntil: 'networkidle' });
  const widget = page.getByRole('region', { name: feedback('title', { pageType: 'other' }) });
  await widget.getByRole('button', { name: feedback('no'), exact: true }).click();
  await expect(widget.getByText(feedback('sad'))).toBeVisible();
  await widget.getByRole('button', { name: feedback('submit') }).click();
  await expect(widget.getByText(feedback('noteRequired'))).toBeVisible();
  await expect(widget.getByText(feedback('optionRequired'))).toBeVisible();
  await widget.getByLabel(feedback('issues.outdated')).check();
  await widget.getByLabel(feedback('noteLabel')).fill('Escrito por la prueba del navegador.');
  await widget.getByRole('button', { name: feedback('submit') }).click();
  await expect(widget.getByText(feedback('thanks'))).toBeVisible();
  await expectSpanishPage(page);
  // The reasons are stored as the service names them, whatever the page's language.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ Note: 'Escrito por la prueba del navegador.', Issues: ['Outdated'] });
});

test('creating and editing a trip in Spanish: the modal, the editor, a refused save, and the itinerary', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInInSpanish(page, await confirmedUser(request, 'viaje'));
  const paths = watchNavigations(page);
  // The editor and the itinerary format times on the server and in the browser alike: no hydration mismatch.
  const mismatches: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /#418|#423|#425|hydrat/i.test(m.text())) mismatches.push(m.text());
  });

  await page.goto('/es/create-a-trip', { waitUntil: 'networkidle' });
  const dialog = page.getByRole('dialog', { name: trips('modalTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: trips('submit') }).click();
  await expect(dialog.getByText(trips('destinationRequired'))).toBeVisible();
  await dialog.getByLabel(trips('yes')).check();
  await choosePlace(page, trips('destination'), 'Mobile');
  await dialog.getByRole('button', { name: trips('submit') }).click();
  await expect(dialog.getByText(trips('startRequired'))).toBeVisible();
  await choosePlace(page, trips('start'), 'Huntsville');
  await dialog.getByRole('button', { name: trips('submit') }).click();
  await expect(page.getByText(trips('added'))).toBeVisible();
  await expect(page).toHaveURL(/\/es\/profile$/, { timeout: 15_000 });

  const tripLink = page.getByRole('link', { name: trips('tripName', { city: 'Mobile' }) }).first();
  const href = (await tripLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/es\//);
  const tripId = href.split('/').pop()!;

  await page.goto(`/es/edit-trip?id=${tripId}`, { waitUntil: 'networkidle' });
  await expectSpanishPage(page);
  await choosePlace(page, editor('addStop'), 'Kelly Ingram Park');
  await expect(page.getByTestId('editor-status')).toHaveText(editor('added', { name: 'Kelly Ingram Park' }));
  await page.getByLabel(editor('startDate')).fill('2027-04-09');
  await page.getByLabel(editor('endDate')).fill('2027-04-10');

  // A name of spaces only is refused by the API: its reason comes back in Spanish.
  await page.getByLabel(editor('name')).fill('   ');
  await page.getByRole('button', { name: editor('save') }).click();
  const status = page.getByTestId('editor-status');
  await expect(status).toHaveText(`${editor('saveFailed')} ${tripApi('name')}`);

  await page.getByLabel(editor('name')).fill('Nuestro viaje a Mobile');
  await page.getByRole('button', { name: editor('save') }).click();
  await expect(status).toHaveText(editor('saved'));

  await page.goto(`/es/trip/${tripId}`, { waitUntil: 'networkidle' });
  await expectSpanishPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestro viaje a Mobile');
  await expect(page.getByTestId('itinerary-stop')).toHaveCount(1);
  // Times on a Spanish page are written as es-US writes them ("9:00 a.m."), never "9:00 AM".
  const itinerary = page.getByRole('main');
  await expect(itinerary).toContainText(/\d{1,2}:\d\d\s[ap]\.\s?m\./);
  await expect(itinerary).not.toContainText(/\d:\d\d\s?[AP]M\b/);
  expectAllSpanish(paths);
  expect(mismatches).toEqual([]);
});
