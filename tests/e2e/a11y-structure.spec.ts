import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount } from './support/site-routes';

// What the WCAG-tagged sweep does not cover: headings in order under the h1, one named search
// landmark per role and name, and account pages that reflow at 320 px with a long email address.

const STRUCTURE_RULES = ['heading-order', 'landmark-unique', 'landmark-no-duplicate-main', 'landmark-one-main'];

async function structureViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withRules(STRUCTURE_RULES).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('page structure', () => {
  for (const path of [
    '/festivals-and-events',
    '/places-to-go/regions',
    '/road-trips',
    '/road-trips/all',
    '/search?q=museum',
  ]) {
    test(`${path}: headings in order, search landmarks told apart`, async ({ page }) => {
      expect(await structureViolations(page, path)).toEqual([]);
    });
  }

  test('the header search and a page’s own search are two named or distinct landmarks', async ({ page }) => {
    await page.goto('/search?q=museum');
    await expect(page.getByRole('search', { name: 'Site search' })).toHaveCount(1);
    await expect(page.getByRole('search')).toHaveCount(2);
  });
});

test.describe('account pages reflow', () => {
  test('/profile and /edit-profile fit 320 and 390 px with a long email address', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = `a.very.long.address.for.reflow.${Date.now()}@gulf-shores-and-orange-beach.example.com`;
    const account = await createConfirmedAccount(request, email);
    expect(account, 'the built-in pool and the dev mailbox make a confirmed account').toBeTruthy();
    await page.goto('/sign-in');
    await page.locator('#sign-in-email').fill(account!.email);
    await page.locator('#sign-in-password').fill(account!.password);
    await page.locator('#sign-in-password').press('Enter');
    await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 15_000 });
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/profile', '/edit-profile']) {
        await page.goto(path);
        await expect(page.getByText(email)).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});
