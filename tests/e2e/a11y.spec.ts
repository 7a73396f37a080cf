import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-checks';
import { createConfirmedAccount, detailPaths, PUBLIC_PATHS, SIGNED_IN_PATHS } from './support/site-routes';

// Every route of docs/SPEC.md section 2.2, signed out: axe finds nothing at WCAG 2.2 AA and the browser reports
// no Content-Security-Policy violation (so every script carried this request's nonce).
test.describe('every page, signed out', () => {
  // Each page is checked on its own, so both workers share this file's 70-odd pages.
  test.describe.configure({ mode: 'parallel' });
  for (const path of [...PUBLIC_PATHS, ...SIGNED_IN_PATHS]) {
    test(`${path} passes axe with no CSP violation`, async ({ page }) => {
      await checkPage(page, path);
    });
  }

  for (const kind of ['attraction', 'event', 'road trip', 'city', 'area', 'experience']) {
    test(`a ${kind} page passes axe with no CSP violation`, async ({ page, request }) => {
      const found = (await detailPaths(request)).find((d) => d.name === kind);
      expect(found, `the seeded site has a ${kind} page`).toBeTruthy();
      await checkPage(page, found!.path);
    });
  }
});

test.describe('every page, signed in', () => {
  test('the signed-in pages and the home page pass axe with no CSP violation', async ({ page, request }) => {
    test.setTimeout(180_000);
    const account = await createConfirmedAccount(request);
    expect(account, 'the built-in pool and the dev mailbox make a confirmed account').toBeTruthy();
    await page.goto('/sign-in');
    await page.locator('#sign-in-email').fill(account!.email);
    await page.locator('#sign-in-password').fill(account!.password);
    await page.locator('#sign-in-password').press('Enter');
    await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 15_000 });
    // The editor and itinerary of a real trip, besides /edit-trip alone (which sends to the list).
    const created = await page.request.post('/api/trips', {
      data: {
        name: 'Axe Trip',
        locations: ['vulcan-park-and-museum'],
        routing: {
          begin: { lat: 33.5207, long: -86.8025, city: 'Birmingham', state: 'AL' },
          end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
        },
        tripInfo: [],
      },
    });
    expect(created.status()).toBe(201);
    const { tripId } = (await created.json()) as { tripId: number };
    for (const path of ['/', ...SIGNED_IN_PATHS, '/create-a-trip', `/edit-trip?id=${tripId}`, `/trip/${tripId}`]) {
      await test.step(path, async () => {
        await checkPage(page, path);
      });
    }
  });
});
