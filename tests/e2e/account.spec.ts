import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

// Every account flow of docs/SPEC.md section 2.5 and 4 on the embedded default: the built-in pool at /idp and
// the mail outbox at /dev/mailbox.

type Mail = { to: string; subject: string; meta: { purpose?: string; code?: string } };
const PASSWORD = 'Sweet-Home-1';
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

async function latestCode(request: APIRequestContext, email: string, purpose: 'signup' | 'reset'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox?format=json')).json()) as Mail[];
      code = mails.find((m) => m.to === email && m.meta.purpose === purpose)?.meta.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function idp(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const config = (await (await request.get('/idp/config')).json()) as { clientId: string };
  return request.post('/idp', {
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    data: JSON.stringify({ ClientId: config.clientId, ...body }),
  });
}

/** A confirmed user made through the pool's own protocol. */
async function confirmedUser(request: APIRequestContext, label: string): Promise<string> {
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
  const code = await latestCode(request, email, 'signup');
  expect((await idp(request, 'ConfirmSignUp', { Username: email, ConfirmationCode: code })).ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('register, confirm with the mailed code, sign in, reach /profile, sign out', async ({ page, request }) => {
  const email = uniqueEmail('register');
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/confirmation\?myEmail=/);

  await page.getByRole('main').getByLabel('Confirmation Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  const code = await latestCode(request, email, 'signup');
  if (code !== '000000') await expect(page.getByText('Invalid code provided. Please try again.')).toBeVisible();

  await page
    .getByRole('main')
    .getByLabel('Confirmation Code')
    .fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await page.getByRole('button', { name: 'Confirm Account' }).click();
  await expect(page.getByText('Success! Thanks for verifying your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Sign-in successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze())
      .violations,
  ).toEqual([]);

  // The browser never holds the pool's tokens.
  const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
  expect(session.user.email).toBe(email);
  expect(JSON.stringify(session)).not.toMatch(/idToken|eyJ/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name.includes('authjs.session-token'))?.httpOnly).toBe(true);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password: wrong code, then reset, then sign in with the new password', async ({ page, request }) => {
  const email = await confirmedUser(request, 'reset');
  await page.goto('/forgot-password', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password-confirmation\?email=/);
  const code = await latestCode(request, email, 'reset');

  await page
    .getByRole('main')
    .getByLabel('Confirmation Code')
    .fill(code === '111111' ? '222222' : '111111');
  await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('Reset-Pass-22');
  await page.getByRole('main').getByLabel('Confirm New Password').fill('Reset-Pass-22');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Invalid code provided. Please try again.')).toBeVisible();

  await page.getByRole('main').getByLabel('Confirmation Code').fill(code);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await signIn(page, email, 'Reset-Pass-22');
  await expect(page).toHaveURL(/\/profile$/);
});

test('five wrong passwords lock the account: Attempt limit exceeded', async ({ page, request }) => {
  const email = await confirmedUser(request, 'lock');
  await page.goto('/login', { waitUntil: 'networkidle' });
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `Wrong-pass-${i}`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  }
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Attempt limit exceeded, please try after some time.')).toBeVisible();
});

test('an unknown email and an unconfirmed user at sign-in', async ({ page, request }) => {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await signIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByText('Double check your email address.')).toBeVisible();

  const email = uniqueEmail('unconfirmed');
  await idp(request, 'SignUp', { Username: email, Password: PASSWORD });
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Your account is not confirmed yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/confirmation\?myEmail=/, { timeout: 5000 });
});

test('protected pages send a signed-out visitor home', async ({ page }) => {
  for (const path of ['/profile', '/edit-profile', '/my-trip', '/my-trip/list', '/vacation-guide-signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the login modal: opened from My Profile, keyboard only, lands on /profile; then change password and delete', async ({
  page,
  request,
}) => {
  const email = await confirmedUser(request, 'modal');
  await page.goto('/');
  await page.getByRole('link', { name: 'My Profile' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Your account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'My Profile' }).first().click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/my-trip', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/my-trip\/[0-9a-f]{32}$/);

  await page.goto('/edit-profile', { waitUntil: 'networkidle' });
  await page.getByRole('main').getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('main').getByLabel('New Password', { exact: true }).fill('Changed-Pass-3');
  await page.getByRole('main').getByLabel('Confirm New Password').fill('Changed-Pass-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await signIn(page, email, 'Changed-Pass-3');
  await expect(page.getByText('Double check your email address.')).toBeVisible();
});

test('the account screens and the open modal pass axe (WCAG 2.2 AA)', async ({ page }) => {
  const axe = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  for (const path of [
    '/login',
    '/sign-in',
    '/signup',
    '/confirmation?myEmail=kayla%40example.com',
    '/forgot-password',
    '/forgot-password-confirmation?email=kayla%40example.com',
  ]) {
    await page.goto(path);
    await page
      .getByRole('button', { name: /Sign In|Register|Confirm Account|Reset Password|Change Password/ })
      .first()
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect((await axe()).violations, path).toEqual([]);
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'My Profile' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await axe()).violations).toEqual([]);
});
