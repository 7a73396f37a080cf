import { expect, test, type Page } from '@playwright/test';
import { policyProblems } from '../support/page-policy-check.mjs';
import { PUBLIC_PATHS, detailPaths } from './support/site-routes';

// Every page, cached or rendered per request, runs only the scripts its policy names: no
// 'unsafe-inline', each inline script allowed by its hash (cached pages, lib/cache/page-policy.mjs)
// or its nonce (per-visitor pages), and on cached pages each build script file with an integrity
// hash (docs/SECURITY.md, "The Content-Security-Policy").

test('every page kind names each of its inline scripts in its policy, the same on a miss and a hit', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const details = await detailPaths(request);
  const paths = [...PUBLIC_PATHS, ...details.map((d) => d.path), '/places-to-go/no-such-place'];
  const problems: string[] = [];
  for (const pagePath of paths) {
    const first = await request.get(pagePath);
    const again = await request.get(pagePath);
    for (const response of [first, again]) {
      const csp = response.headers()['content-security-policy'];
      const cached = response.headers()['x-nextjs-cache'] !== undefined;
      for (const problem of policyProblems(await response.text(), csp, { integrity: cached }))
        problems.push(`${pagePath} (${response.headers()['x-nextjs-cache'] ?? 'per request'}): ${problem}`);
    }
    // A cached page's policy is made once and sent with every copy of it. The same page, that is:
    // a stale copy regenerated between the two requests (another test's webhook) is a new page.
    if (again.headers()['x-nextjs-cache'] === 'HIT' && (await again.text()) === (await first.text()))
      expect(again.headers()['content-security-policy'], pagePath).toBe(first.headers()['content-security-policy']);
  }
  expect(problems).toEqual([]);
});

/** Records CSP violations from the first script on. */
async function violationsOn(page: Page, pagePath: string): Promise<string[]> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const response = await page.goto(pagePath, { waitUntil: 'load' });
  expect(response!.status(), pagePath).toBeLessThan(500);
  // Works only once hydrated: the menu button opens its panel.
  const plan = page.getByRole('button', { name: 'Plan Your Trip' });
  await expect(async () => {
    await plan.click();
    await expect(plan).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test('cached pages served from the cache hydrate with no CSP violation and no console error', async ({
  page,
  request,
}) => {
  const details = await detailPaths(request);
  const paths = ['/', '/road-trips', '/festivals-and-events?page=2', ...details.map((d) => d.path)];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const pagePath of paths) {
    // The second answer is the cache's copy, with the policy made when the page entered it.
    await request.get(pagePath);
    expect(await violationsOn(page, pagePath), pagePath).toEqual([]);
  }
  expect(errors).toEqual([]);
});
