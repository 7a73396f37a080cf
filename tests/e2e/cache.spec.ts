import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HOME_MESSAGES } from '@/lib/home/messages';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { createConfirmedAccount, detailPaths } from './support/site-routes';

// Public pages come from the ISR cache under the cached-page policy; per-visitor pages and the
// session endpoint never do (docs/SECURITY.md "Nonces and rendering").

/** Records CSP violations and console errors from the first script on, before the page's own. */
async function watch(page: Page): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), errors };
}

test('cached pages hydrate and work with no CSP violation and no console error', async ({ page, request }) => {
  const details = await detailPaths(request);
  const paths = [
    '/',
    ...['attraction', 'event', 'road trip'].flatMap((name) =>
      details.filter((d) => d.name === name).map((d) => d.path),
    ),
  ];
  for (const pagePath of paths) {
    const seen = await watch(page);
    const response = await page.goto(pagePath, { waitUntil: 'load' });
    expect(response!.status(), pagePath).toBe(200);
    expect(response!.headers()['cache-control'], pagePath).toMatch(/s-maxage=\d+/);
    expect(response!.headers()['content-security-policy'], pagePath).not.toContain('nonce-');
    // Works only once hydrated: the menu button opens its panel.
    const plan = page.getByRole('button', { name: 'Plan Your Trip' });
    await expect(async () => {
      await plan.click();
      await expect(plan).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    expect(await seen.violations(), pagePath).toEqual([]);
    expect(seen.errors, pagePath).toEqual([]);
  }
});

async function signedIn(browser: import('@playwright/test').Browser, request: APIRequestContext) {
  const account = await createConfirmedAccount(request);
  expect(account, 'an account from the built-in pool').not.toBeNull();
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email').fill(account!.email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(account!.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile/, { timeout: 30_000 });
  return { page, email: account!.email };
}

test('a signed-in page and the session endpoint are never cacheable, and differ per user', async ({
  browser,
  request,
}) => {
  const [a, b] = [await signedIn(browser, request), await signedIn(browser, request)];
  const profiles = [];
  for (const user of [a, b]) {
    const response = await user.page.request.get('/profile');
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(response.headers()['x-nextjs-cache']).toBeUndefined();
    profiles.push(await response.text());
    const session = await user.page.request.get('/api/session');
    expect(session.headers()['cache-control']).toBe('private, no-store');
    expect(await session.json()).toMatchObject({ signedIn: true });
  }
  expect(profiles[0]).toContain(a.email);
  expect(profiles[1]).toContain(b.email);
  expect(profiles[0]).not.toContain(b.email);
  const anonymous = await request.get('/api/session');
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');
  expect(await anonymous.json()).toEqual({ signedIn: false, firstTrips: [], favouriteIds: [], guideOrdered: false });
  // The header shows the signed-in state on a cached page, filled in after hydration.
  // The header learns the session from GET /api/session after hydration; until then it is signed out.
  await Promise.all([a.page.waitForResponse((r) => r.url().endsWith('/api/session')), a.page.goto('/')]);
  await a.page.getByRole('button', { name: 'Plan Your Trip' }).click();
  await a.page.getByRole('link', { name: 'Create Your Trip' }).click();
  await expect(a.page).toHaveURL(/\/create-a-trip/);
});

// A second server on a copy of content/ whose home text carries a script, refreshed by the
// editor's webhook: the sanitiser drops it, and the cached page never runs it.
const SECOND_PORT = Number(process.env.CACHE_SPEC_PORT ?? 3309);
const SECRET = 'cache-spec-secret';
const INJECTED =
  '<p>Injected</p><script>window.__injected = "script"</script><img src="x" onerror="window.__injected = \'onerror\'">';

test('an inline script injected into content HTML never runs on the cached page', async ({ page }) => {
  test.setTimeout(180_000);
  const root = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-spec-'));
  for (const entry of fs.readdirSync(root)) {
    if (entry === 'content') fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    else fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  const homeFile = path.join(dir, 'content', 'home.json');
  const original = fs.readFileSync(homeFile, 'utf8');
  const home = JSON.parse(original) as { data: { fields: Record<string, unknown> } };
  home.data.fields.seo_paragraph = `${INJECTED}${String(home.data.fields.seo_paragraph)}`;
  fs.writeFileSync(homeFile, JSON.stringify(home));
  const base = `http://127.0.0.1:${SECOND_PORT}`;
  let server: ChildProcess | undefined;
  const refresh = () =>
    fetch(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET, origin: base },
      body: JSON.stringify({ tag: 'content' }),
    });
  try {
    server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
      cwd: dir,
      env: {
        ...process.env,
        PORT: String(SECOND_PORT),
        HOSTNAME: '127.0.0.1',
        REVALIDATE_SECRET: SECRET,
        PGLITE_DIR: path.join(dir, '.pglite'),
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
    expect((await refresh()).ok).toBe(true);
    await expect
      .poll(async () => (await (await fetch(`${base}/`)).text()).includes('<p>Injected</p>'), { timeout: 10_000 })
      .toBe(true);
    const seen = await watch(page);
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await expect(page.getByText('Injected', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await seen.violations()).toEqual([]);
  } finally {
    // The build folder is shared with the main test server: put the real home page back in its cache.
    fs.writeFileSync(homeFile, original);
    if (server) {
      await refresh()
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      await fetch(`${base}/`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      // Its database folder is removed only once it has stopped writing there.
      const exited =
        server.exitCode === null ? new Promise((resolve) => server!.once('exit', resolve)) : Promise.resolve();
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});

// The listings that read their query string are cached too: the proxy sends each view to a path of
// its own (lib/routing/listings.ts). A page past the last is the page's 404, rendered on the server.
test('the event, article and road-trip listings come from the ISR cache by their query string', async ({ request }) => {
  const views = [
    {
      url: '/festivals-and-events?experience=music&region=all&utm_source=mail',
      canonical: '/festivals-and-events?experience=music',
      selected: 'music',
    },
    { url: '/road-trips/all?experience=beaches', canonical: '/road-trips/all?experience=beaches', selected: 'beaches' },
    { url: '/articles?page=1', canonical: '/articles' },
  ];
  for (const view of views) {
    const first = await request.get(view.url);
    expect(first.status(), view.url).toBe(200);
    expect(first.headers()['cache-control'], view.url).toMatch(/s-maxage=\d+/);
    expect(first.headers()['content-security-policy'], view.url).not.toContain('nonce-');
    const html = await first.text();
    expect(html, view.url).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${view.canonical.replace(/[?]/g, '\\?')}"`),
    );
    if (view.selected) expect(html, view.url).toContain(`<option value="${view.selected}" selected="">`);
    const again = await request.get(view.url);
    expect(again.headers()['x-nextjs-cache'], view.url).toMatch(/HIT|STALE/);
  }
});

test('a page number past the last, or a value no view has, is a server-rendered 404 on the three listings', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const url of [
    '/festivals-and-events?page=999',
    '/articles?page=999',
    '/road-trips/all?page=2',
    '/festivals-and-events?experience=juggling',
    '/articles/page-02',
  ]) {
    const response = await page.goto(url);
    expect(response!.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: HOME_MESSAGES.notFoundHeading }), url).toBeVisible();
    await expect(page.getByText(HOME_MESSAGES.missingText), url).toBeVisible();
  }
  await context.close();
});

// Next would keep the 404 of every id its ISR routes do not know, seven files each on disk, so a
// crawler of junk links could fill the disk (lib/cache/not-found-entries.mjs).
test('an id no page has answers the 404 page every time and leaves nothing in the page cache', async ({ request }) => {
  const token = `junk${Date.now().toString(36)}`;
  const routes = [
    '/places-to-go',
    '/places-to-go/cities-and-towns',
    '/places-to-go/areas',
    '/article',
    '/trail-details',
    '/alabama-maker',
    '/upcoming-events',
    '/road-trips',
    '/experience-alabama',
    '/apps',
  ];
  const paths = [...routes.map((route) => `${route}/${token}`), `/${token}`];
  for (const url of [...paths, ...paths]) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(404);
    expect(await response.text(), url).toContain(HOME_MESSAGES.notFoundHeading);
  }
  const server = path.join(process.env.NEXT_DIST_DIR || '.next', 'server');
  const kept = (fs.readdirSync(server, { recursive: true }) as string[]).filter((name) => name.includes(token));
  expect(kept).toEqual([]);
});

test('a cached page carries no per-visitor data; the session endpoint fills in the heart and hides the guide promotion', async ({
  browser,
  request,
}) => {
  const attraction = (await detailPaths(request)).find((d) => d.name === 'attraction');
  expect(attraction, 'an attraction in the seed').toBeDefined();
  const user = await signedIn(browser, request);
  const id = Number(/\/places-to-go\/(\d+)/.exec(attraction!.path)?.[1]);
  expect(id, 'the attraction id').toBeGreaterThan(0);
  expect((await user.page.request.post('/api/favourites', { data: { ids: [id] } })).ok()).toBe(true);
  const order = {
    first_name: 'Kayla',
    last_name: 'Reed',
    email: user.email,
    address: '1 Beach Blvd',
    city: 'Gulf Shores',
    state: 'AL',
    zip: '36542',
    interests: '{Beaches}',
  };
  expect((await request.post('/api/newsletter/requestVacationGuide', { data: order })).ok()).toBe(true);

  // The HTML is the same for everyone: nothing of this user's, no heart pressed, the promotion shown.
  const cached = await user.page.request.get(attraction!.path);
  expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  const html = await cached.text();
  expect(html).not.toContain(user.email);
  expect(html).not.toContain('aria-pressed="true"');
  expect(html).toContain(SHELL_MESSAGES.footerGuideHeading);

  // After hydration, from GET /api/session: the heart pressed, the promotion replaced.
  await user.page.evaluate(() => window.localStorage.clear());
  await user.page.goto(attraction!.path);
  await expect(
    user.page.getByTestId('location-actions').getByRole('button', { name: /Remove from favorites/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(user.page.getByRole('heading', { name: SHELL_MESSAGES.footerOrderedHeading })).toBeVisible();
  await expect(user.page.getByRole('heading', { name: SHELL_MESSAGES.footerGuideHeading })).toHaveCount(0);
});
