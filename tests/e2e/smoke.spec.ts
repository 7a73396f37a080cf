import { expect, test } from '@playwright/test';

test('the home page renders with the site name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Alabama/);
});
