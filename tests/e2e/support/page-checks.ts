import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Collects every Content-Security-Policy violation the browser reports on the page. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Loads a path, waits for hydration to settle, and checks status, axe and CSP. */
export async function checkPage(page: Page, path: string): Promise<void> {
  const csp = watchCsp(page);
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response, `${path} answered`).not.toBeNull();
  // 200, not "under 500": the 404 page passes axe too, and would hide a page that went missing.
  expect(response!.status(), `${path} status`).toBe(200);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${path}`).toEqual([]);
  expect(csp, `CSP violations on ${path}`).toEqual([]);
}
