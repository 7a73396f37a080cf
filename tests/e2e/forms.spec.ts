import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { FEEDBACK } from '@/components/feedback/messages';
import { FOOTER_NEWSLETTER, GUIDE, GUIDE_SUCCESS, GUIDE_TABS, NEWSLETTER } from '@/components/forms/messages';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { WCAG_TAGS, watchCsp } from './support/page-checks';

const ORDER = '/api/newsletter/requestVacationGuide';

async function fillInfo(form: ReturnType<Page['getByRole']>) {
  await form.getByLabel(GUIDE.firstName, { exact: true }).fill('Zelda');
  await form.getByLabel(GUIDE.lastName, { exact: true }).fill('Fitzgerald');
  await form.getByLabel(GUIDE.email, { exact: true }).fill('zelda.e2e@example.com');
}

async function fillAddress(form: ReturnType<Page['getByRole']>) {
  await form.getByLabel(GUIDE.address, { exact: true }).fill('919 Felder Avenue');
  await form.getByLabel(GUIDE.city, { exact: true }).fill('Montgomery');
  await form.getByLabel(GUIDE.state, { exact: true }).selectOption('AL');
  await form.getByLabel(GUIDE.zip, { exact: true }).fill('36106');
}

test.describe('vacation guide order', () => {
  test('opens each tab only after the ones before are valid, and submits once', async ({ page }) => {
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(ORDER)) orders.push(request.postData() ?? '');
    });
    await page.goto('/vacation-guide', { waitUntil: 'networkidle' });
    const form = page.getByRole('main').getByRole('form', { name: GUIDE.formLabel });
    const tab = (name: string) => form.getByRole('tab', { name });
    const submit = form.getByRole('button', { name: GUIDE.submit });

    await expect(tab(GUIDE_TABS.address)).toBeDisabled();
    await expect(tab(GUIDE_TABS.misc)).toBeDisabled();
    await expect(submit).toBeDisabled();

    await form.getByRole('button', { name: GUIDE.next }).click();
    await expect(form.getByRole('listitem').filter({ hasText: GUIDE.firstNameRequired })).toBeVisible();
    await expect(form.getByRole('listitem').filter({ hasText: GUIDE.emailRequired })).toBeVisible();

    await fillInfo(form);
    await expect(tab(GUIDE_TABS.address)).toBeEnabled();
    await expect(tab(GUIDE_TABS.misc)).toBeDisabled();
    await form.getByRole('button', { name: GUIDE.next }).click();
    await expect(tab(GUIDE_TABS.address)).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByLabel(GUIDE.state, { exact: true }).locator('option')).toHaveCount(52);

    await fillAddress(form);
    await form.getByLabel(GUIDE.zip, { exact: true }).fill('K1A 0B1');
    await form.getByLabel(GUIDE.city, { exact: true }).focus();
    await expect(form.getByRole('listitem').filter({ hasText: GUIDE.zipInvalid })).toBeVisible();
    await expect(tab(GUIDE_TABS.misc)).toBeDisabled();
    await expect(submit).toBeDisabled();
    await form.getByLabel(GUIDE.zip, { exact: true }).fill('36106-1234');
    await expect(tab(GUIDE_TABS.misc)).toBeEnabled();
    await expect(submit).toBeEnabled();

    await tab(GUIDE_TABS.misc).click();
    await form.getByLabel('Beaches', { exact: true }).check();
    await form.getByLabel('Civil Rights', { exact: true }).check();
    await submit.dblclick();

    await expect(page).toHaveURL(/\/vacation_guide_orders\/thanks$/);
    await expect(page.getByRole('heading', { name: GUIDE_SUCCESS.heading })).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0]!)).toMatchObject({
      interests: '{Beaches,CivilRights}',
      state: 'AL',
      zip: '36106-1234',
    });

    await page.getByRole('button', { name: GUIDE_SUCCESS.mapButton }).click();
    await expect(page.getByText(GUIDE_SUCCESS.mapSuccess)).toBeVisible();
    await page.getByRole('button', { name: GUIDE_SUCCESS.newsletterButton }).click();
    await expect(page.getByText(NEWSLETTER.success)).toBeVisible();

    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'guideOrdered')?.value).toBe('1');
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: SHELL_MESSAGES.footerOrderedHeading }),
    ).toBeVisible();
  });

  test('orders from the slide-over panel and shows the success view there', async ({ page }) => {
    await page.goto('/subscribe', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: SHELL_MESSAGES.guideTab }).click();
    const panel = page.getByRole('dialog');
    await fillInfo(panel);
    await panel.getByRole('tab', { name: GUIDE_TABS.address }).click();
    await fillAddress(panel);
    await panel.getByRole('button', { name: GUIDE.submit }).click();
    await expect(panel.getByRole('heading', { name: GUIDE_SUCCESS.heading })).toBeFocused();
    await expect(panel.getByRole('button', { name: GUIDE_SUCCESS.mapButton })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('feedback widget', () => {
  for (const [button, message, reason] of [
    [FEEDBACK.yes, FEEDBACK.glad, null],
    [FEEDBACK.somewhat, FEEDBACK.grateful, 'Need more info'],
    [FEEDBACK.no, FEEDBACK.sad, 'Outdated'],
  ] as const) {
    test(`rating ${button}: message, validation, Sending... and thanks`, async ({ page }) => {
      const sent: { url: string; body: Record<string, unknown>; credentialsHeader: string | undefined }[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/feedback/'))
          sent.push({
            url: request.url(),
            body: JSON.parse(request.postData() ?? '{}'),
            credentialsHeader: request.headers().cookie,
          });
      });
      // Once the widget's script has loaded: a rating pressed before hydration does nothing.
      await page.goto('/vacation-guide?utm=e2e', { waitUntil: 'networkidle' });
      const widget = page.getByRole('region', { name: 'Was this page helpful?' });
      await widget.getByRole('button', { name: button, exact: true }).click();
      await expect(widget.getByText(message)).toBeVisible();
      // The rating is locked: the other choices are aria-disabled, so the click is forced, and ignored.
      const other = button === FEEDBACK.no ? FEEDBACK.yes : FEEDBACK.no;
      await widget.getByRole('button', { name: other, exact: true }).click({ force: true });
      await expect(widget.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(widget.getByRole('button', { name: other, exact: true })).toHaveAttribute('aria-pressed', 'false');

      await widget.getByRole('button', { name: FEEDBACK.submit }).click();
      await expect(widget.getByText(FEEDBACK.noteRequired)).toBeVisible();
      if (reason) {
        await expect(widget.getByText(FEEDBACK.optionRequired)).toBeVisible();
        await widget.getByLabel(reason).check();
      } else {
        await expect(widget.getByRole('checkbox')).toHaveCount(0);
      }
      await widget.getByLabel(FEEDBACK.noteLabel).fill('Written by the browser test.');
      await widget.getByRole('button', { name: FEEDBACK.submit }).click();
      await expect(widget.getByText(FEEDBACK.thanks)).toBeVisible();

      const rating = sent.find((s) => s.url.endsWith('createHelpfulness'))!;
      expect(rating.body).toMatchObject({ Path: '/vacation-guide?utm=e2e', Feedback: [] });
      const note = sent.find((s) => s.url.endsWith('createFeedback'))!;
      expect(note.body).toMatchObject({
        Note: 'Written by the browser test.',
        Status: 'To Review',
        Issues: reason ? [reason] : [],
      });
      expect(sent.filter((s) => s.url.endsWith('createHelpfulness'))).toHaveLength(1);
      expect(sent.every((s) => s.credentialsHeader === undefined)).toBe(true);
    });
  }
});

test.describe('newsletter', () => {
  test('the footer form shows its two messages, then subscribes', async ({ page }) => {
    await page.goto('/newsletter', { waitUntil: 'networkidle' });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: FOOTER_NEWSLETTER.submit }).click();
    await expect(footer.getByText(FOOTER_NEWSLETTER.emailRequired)).toBeVisible();
    await footer.getByLabel(FOOTER_NEWSLETTER.label).fill('not-an-email');
    await footer.getByRole('button', { name: FOOTER_NEWSLETTER.submit }).click();
    await expect(footer.getByText(FOOTER_NEWSLETTER.emailInvalid)).toBeVisible();
    await footer.getByLabel(FOOTER_NEWSLETTER.label).fill('footer.e2e@example.com');
    await footer.getByRole('button', { name: FOOTER_NEWSLETTER.submit }).click();
    await expect(footer.getByText(NEWSLETTER.success)).toBeVisible();
  });

  test('the modal subscribes and /subscribe moves on to the thank-you page', async ({ page }) => {
    await page.goto('/newsletter', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: NEWSLETTER.openButton }).click();
    const dialog = page.getByRole('dialog', { name: NEWSLETTER.heading });
    await dialog.getByRole('button', { name: NEWSLETTER.submit }).click();
    await expect(dialog.getByText(NEWSLETTER.lastNameRequired)).toBeVisible();
    await dialog.getByLabel(NEWSLETTER.email).fill('modal.e2e@example.com');
    await dialog.getByLabel(NEWSLETTER.firstName).fill('Helen');
    await dialog.getByLabel(NEWSLETTER.lastName).fill('Keller');
    await dialog.getByRole('button', { name: NEWSLETTER.submit }).click();
    await expect(dialog.getByText(NEWSLETTER.success)).toBeVisible();

    await page.goto('/subscribe', { waitUntil: 'networkidle' });
    const main = page.getByRole('main');
    await main.getByLabel(NEWSLETTER.email).fill('page.e2e@example.com');
    await main.getByLabel(NEWSLETTER.firstName).fill('Helen');
    await main.getByLabel(NEWSLETTER.lastName).fill('Keller');
    await main.getByRole('button', { name: NEWSLETTER.submit }).click();
    await expect(page).toHaveURL(/\/subscribers\/thanks$/);
    await expect(page.getByText(NEWSLETTER.success)).toBeVisible();
  });
});

for (const path of [
  '/vacation-guide',
  '/subscribe',
  '/newsletter',
  '/subscribers/thanks',
  '/vacation_guide_orders/thanks',
]) {
  test(`${path} passes axe with no violations and no CSP reports`, async ({ page }) => {
    // Not checkPage: its wait for network idle can outlast the test while links prefetch on a busy machine.
    const csp = watchCsp(page);
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    expect(csp).toEqual([]);
  });
}

test('the order form with its messages showing passes axe', async ({ page }) => {
  await page.goto('/vacation-guide', { waitUntil: 'networkidle' });
  const form = page.getByRole('main').getByRole('form', { name: GUIDE.formLabel });
  await form.getByLabel(GUIDE.email, { exact: true }).fill('zelda@');
  await form.getByRole('button', { name: GUIDE.next }).click();
  await expect(form.getByRole('listitem').filter({ hasText: GUIDE.emailInvalid })).toBeVisible();
  // The form from its top: axe counts a control scrolled under the sticky header as too small.
  await form.evaluate((element) => element.scrollIntoView());
  const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
