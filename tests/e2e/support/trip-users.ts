import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// Users of the built-in pool for the trip planner's browser tests: sign up, confirm from the dev
// mailbox, sign in; and the planner's small page helpers.

type Mail = { to: string; meta: { purpose?: string; code?: string } };
export const PASSWORD = 'Sweet-Home-1';
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export async function idp(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const config = (await (await request.get('/idp/config')).json()) as { clientId: string };
  return request.post('/idp', {
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    data: JSON.stringify({ ClientId: config.clientId, ...body }),
  });
}

/** The sign-up code the outbox holds for `email`, once it has arrived. */
export async function signupCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox?format=json')).json()) as Mail[];
      code = mails.find((m) => m.to === email && m.meta.purpose === 'signup')?.meta.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export async function confirmedUser(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  expect(
    (
      await idp(request, 'SignUp', {
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      })
    ).ok(),
  ).toBe(true);
  const code = await signupCode(request, email);
  expect((await idp(request, 'ConfirmSignUp', { Username: email, ConfirmationCode: code })).ok()).toBe(true);
  return email;
}

export async function signIn(page: Page, email: string) {
  // Once its scripts have loaded: a Sign In pressed before hydration would post nothing.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
}

export async function signedInPage(browser: Browser, request: APIRequestContext, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, await confirmedUser(request, label));
  return page;
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function choosePlace(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  // This box's own list: a page may hold other lists, and selects whose options are hidden.
  await expect(page.getByRole('listbox', { name: label }).getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
}
