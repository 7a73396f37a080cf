import { expect, test } from '@playwright/test';
import { checkPage } from './support/page-checks';
import { entityPaths } from './support/page-paths';

// axe at WCAG 2.2 AA on a place, an event, a road trip, an article and search: zero violations.
test.describe('content pages pass axe', () => {
  for (const kind of ['place', 'event', 'roadTrip', 'article'] as const) {
    test(`a ${kind} page`, async ({ page, request }) => {
      const path = (await entityPaths(request))[kind];
      expect(path, `the seeded site has a ${kind} page`).toBeTruthy();
      await checkPage(page, path!);
    });
  }

  for (const path of [
    '/search?q=alabama',
    '/search?q=museum&type=places',
    '/festivals-and-events',
    '/road-trips/all',
    '/travel-guides',
    '/online-vacation-guide',
  ]) {
    test(path, async ({ page }) => {
      await checkPage(page, path);
    });
  }
});
