import { expect, test } from '@playwright/test';
import { BUTTON, FIELD, TITLE } from '../../lib/accounts/messages';
import { FEEDBACK } from '../../components/feedback/messages';
import { GUIDE } from '../../components/forms/messages';
import { SHELL_MESSAGES } from '../../lib/shell/messages';
import { expectVisibleFocus, focused, named, tabTo } from './support/keyboard';
import { confirmedUser, signIn } from './support/trip-users';

// Keyboard only: no mouse clicks anywhere in this file.

test('the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first.name).toBe(SHELL_MESSAGES.skipLink);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('main#main-content')).toBeVisible();
  // The next Tab lands on a control inside the main content, not back in the header or on <body>.
  await page.keyboard.press('Tab');
  const inside = await page.evaluate(
    () => document.activeElement !== document.body && Boolean(document.activeElement?.closest('#main-content')),
  );
  expect(inside).toBe(true);
});

test('every control the header and home page offer shows a visible focus indicator', async ({ page }) => {
  await page.goto('/');
  let checked = 0;
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.tag === 'body') break;
    await expectVisibleFocus(page);
    checked += 1;
  }
  // The skip link, the logo, the header's menus and the hero's links: far more than a handful.
  expect(checked).toBeGreaterThanOrEqual(10);
});

test('the login modal traps focus, closes on Escape and returns focus to what opened it', async ({ page }) => {
  await page.goto('/');
  const trigger = await tabTo(page, named(SHELL_MESSAGES.myProfile));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focused(page)).inDialog, `focus left the dialog after ${i + 1} presses`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await focused(page)).name).toBe(trigger.name);
});

test('sign-up by keyboard alone reaches the email verification step', async ({ page }) => {
  await page.goto('/signup');
  await tabTo(page, (f) => f.id === 'sign-up-email' || (f.tag === 'input' && f.name === FIELD.email));
  const email = `keyboard-${Date.now()}@example.com`;
  await page.keyboard.type(email);
  await tabTo(page, (f) => f.tag === 'input' && f.name === FIELD.password, { max: 5 });
  await page.keyboard.type('Sweet-Home-1');
  await tabTo(page, named(BUTTON.register), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: TITLE.confirmation })).toBeVisible({ timeout: 15_000 });
});

test('ordering the vacation guide works by keyboard alone', async ({ page }) => {
  await page.goto('/vacation-guide');
  const form = page.getByRole('form', { name: GUIDE.formLabel });
  await expect(form).toHaveCount(1);
  const fields: [string, string][] = [
    [GUIDE.firstName, 'Rosa'],
    [GUIDE.lastName, 'Keyboard'],
    [GUIDE.email, `guide-${Date.now()}@example.com`],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, (f) => f.name.startsWith(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, named(GUIDE.next));
  await page.keyboard.press('Enter');
  for (const [label, value] of [
    [GUIDE.address, '401 Adams Avenue'],
    [GUIDE.city, 'Montgomery'],
  ] as const) {
    await tabTo(page, (f) => f.name.startsWith(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, (f) => f.name.startsWith(GUIDE.state));
  await page.keyboard.type('Alabama');
  await tabTo(page, (f) => f.name.startsWith(GUIDE.zip));
  await page.keyboard.type('36104');
  await tabTo(page, named(GUIDE.next));
  await page.keyboard.press('Enter');
  await tabTo(page, named(GUIDE.submit));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/vacation_guide_orders\/thanks/, { timeout: 15_000 });
});

test('the feedback widget can be answered by keyboard alone', async ({ page }) => {
  // An article page: content pages carry the widget at their foot.
  await page.goto('/articles');
  const article = await page.locator('main a[href^="/article/"]').first().getAttribute('href');
  expect(article).toBeTruthy();
  await page.goto(article!);
  await expect(
    page
      .getByRole('button', { name: FEEDBACK.yes, exact: true })
      .or(page.getByRole('radio', { name: FEEDBACK.yes, exact: true })),
  ).toHaveCount(1);
  await tabTo(page, (f) => f.name === FEEDBACK.yes);
  await page.keyboard.press('Enter');
  await tabTo(page, (f) => f.name.startsWith(FEEDBACK.noteLabel));
  await page.keyboard.type('Clear directions and opening hours, thank you.');
  await tabTo(page, named(FEEDBACK.submit));
  await page.keyboard.press('Enter');
  await expect(page.getByText(FEEDBACK.thanks)).toBeVisible({ timeout: 10_000 });
});

test('creating a trip works by keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, await confirmedUser(request, 'keyboard-trip'));
  const response = await page.goto('/create-a-trip');
  expect(response?.status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Create Your Trip' });
  await expect(dialog).toBeVisible();
  const choose = async (label: string, text: string) => {
    await tabTo(page, (f) => f.inDialog && f.name.startsWith(label));
    await page.keyboard.type(text);
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('combobox', { name: label })).toHaveValue(new RegExp(text));
  };
  await choose('Where are you going?', 'Mobile');
  // Tab enters the radio group on the checked "No"; an arrow key moves to and checks "Yes".
  await tabTo(page, (f) => f.inDialog && f.type === 'radio');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByLabel('Yes')).toBeChecked();
  await choose('Where are you starting from?', 'Huntsville');
  await tabTo(page, (f) => f.inDialog && f.name === "Let's Plan My Trip");
  await page.keyboard.press('Enter');
  await expect(page.getByText('Trip added!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Mobile Trip' }).first()).toBeVisible();
});

test('with reduced motion requested, nothing on the home page keeps moving', async ({ page }) => {
  // A controlled clock instead of sleeps: the carousel's timer is a page timer, so running the
  // clock past its interval shows whether it would have turned a slide.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('main#main-content')).toBeVisible();
  await page.clock.runFor(7_000); // longer than the carousel's interval
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && (a.effect?.getComputedTiming().iterations ?? 1) === Infinity)
      .map((a) => (a as CSSAnimation).animationName ?? 'animation'),
  );
  expect(running).toEqual([]);
  // The hero carousel shows slides only when the content service gives it more than one.
  const slides = page.locator('[aria-roledescription="slide"]');
  const shown = () =>
    slides.evaluateAll((all) =>
      all.findIndex((s) => s.getAttribute('aria-hidden') !== 'true' && !s.hasAttribute('hidden')),
    );
  const current = await shown();
  await page.clock.runFor(21_000);
  expect(await shown()).toBe(current);
});
