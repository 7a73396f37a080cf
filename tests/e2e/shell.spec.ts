import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { WCAG_TAGS } from './support/page-checks';

// The site shell and the home page in a real browser: timings run on Playwright's controlled clock.

const ALERTS = [1, 2, 3].map((n) => ({
  id: `e2e-${n}`,
  title: `Test alert ${n}`,
  level: n === 2 ? 'State of Emergency' : 'Advisory',
  message: `<p>Alert message ${n}</p>`,
  url: null,
  resources: [],
  updatedAt: '2026-05-01T12:00:00.000Z',
}));

/** Loads a page and waits until React has hydrated it: the alert banners ask the alerts service from an effect. */
async function gotoHydrated(page: Page, path: string) {
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/alerts'));
  const response = await page.goto(path);
  await hydrated;
  return response;
}

test.describe('home page and shell', () => {
  test('the hero carousel fades to the next slide after 6 s', async ({ page }) => {
    await page.clock.install();
    // The timer starts once React hydrates; the slide index is already in the server's HTML.
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: 'Featured places in Alabama' });
    await expect(hero).toHaveAttribute('data-index', '0');
    await page.clock.runFor(6_100);
    await expect(hero).toHaveAttribute('data-index', '1');
    await expect(hero.getByText('2 of ')).toBeVisible();
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero).toHaveAttribute('data-index', '2');
  });

  test('alert banners cycle with Next and wrap to the first', async ({ page }) => {
    await page.route('**/api/alerts', (route) => route.fulfill({ json: ALERTS }));
    await page.goto('/');
    const alerts = page.getByRole('region', { name: 'Travel alerts' });
    await expect(alerts.getByText('Alert 1 of 3')).toBeVisible();
    const next = alerts.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(alerts.getByText('Alert 2 of 3')).toBeVisible();
    await expect(alerts).toHaveAttribute('data-level', 'emergency');
    await next.click();
    await next.click();
    await expect(alerts.getByText('Alert 1 of 3')).toBeVisible();
    await expect(alerts.getByRole('heading', { name: 'Test alert 1' })).toBeVisible();
  });

  test('the privacy banner hides once agreed and stays hidden after a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'I Agree' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'privacy');
    expect(cookie?.value).toBe('Agreed');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90.01);
    await page.reload();
    await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
  });

  test('the guide panel opens after 30 s of inactivity, Esc closes it and the dismissal is recorded', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const panel = page.getByRole('dialog');
    await page.clock.runFor(29_000);
    await expect(panel).toBeHidden();
    await page.clock.runFor(2_000);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guideModal') ?? 'null'));
    expect(stored).toMatchObject({ path: '/', noThanks: false });
    expect(typeof stored.date).toBe('number');
    await page.clock.runFor(60_000);
    await expect(panel).toBeHidden();
  });

  test('the guide panel never opens by itself on /travel-guides', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/travel-guides');
    await page.clock.runFor(61_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('header menus work by keyboard and Esc closes them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    const experiences = page.getByRole('button', { name: 'Experiences', exact: true });
    await experiences.focus();
    await page.keyboard.press('Enter');
    await expect(experiences).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Arts & Culture' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(experiences).toHaveAttribute('aria-expanded', 'false');
    await expect(experiences).toBeFocused();
    await page.getByRole('button', { name: 'Places to Go' }).click();
    await expect(page.getByRole('link', { name: 'All Cities and Towns' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'All Cities and Towns' })).toBeHidden();
  });

  test('on a phone the menu folds behind a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('button', { name: 'Guides' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Guides' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown path shows the home content with a not-found notice and status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Experience Alabama' })).toBeVisible();
  });

  test('a missing record shows a light not-found notice with the way home and to search, status 404', async ({
    page,
  }) => {
    const response = await page.goto('/places-to-go/99999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Search the site' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Experience Alabama' })).toHaveCount(0);
  });

  test('a page does not carry the home content in its payload', async ({ request }) => {
    const html = await (await request.get('/places-to-go')).text();
    expect(html).not.toContain('Experience Alabama');
  });

  test('the home page, with a menu and the guide panel open, has no axe violations', async ({ page }) => {
    await gotoHydrated(page, '/');
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Places to Go' }).click();
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Free Vacation Guide' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
});
