import { englishMessages } from './support/messages';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HERO_MESSAGES, HOME_MESSAGES } from '../../lib/home/messages';
import { SHELL_MESSAGES } from '../../lib/shell/messages';

// The first screen at every width: no sideways scroll, the whole header in reach,
// compact alerts on a phone, and a hero heading that can be read over any picture.

const WIDTHS = [320, 390, 768, 1024, 1280, 1440, 1920];
/** Above this the menu is shown in the bar; at or below it, behind the Menu button (docs/SPEC.md section 9). */
const MENU_BREAKPOINT = 930;

const LONG_ALERTS = [1, 2].map((n) => ({
  id: `layout-${n}`,
  title: `Layout test alert ${n}: a long title about road closures, detours and ferry times on the coast this week`,
  level: n === 1 ? 'State of Emergency' : 'Advisory',
  message: `<p>${'A long message that would take several lines on a phone. '.repeat(6)}</p>`,
  url: null,
  resources: [{ url: 'https://www.weather.gov', buttonText: 'Forecast' }],
  updatedAt: '2026-05-01T12:00:00.000Z',
}));

/** The first attraction the reviews page links to (entityPaths finds every kind, too slowly for here). */
async function attractionPath(request: APIRequestContext): Promise<string | undefined> {
  const html = (await (await request.get('/reviews')).text()).split('<main')[1]?.split('</main>')[0] ?? '';
  return [...html.matchAll(/href="([^"#?]+)"/g)]
    .map((m) => m[1]!)
    .find((href) => /^\/places-to-go\/(?!map|areas|cities-and-towns|regions)[^/]+$/.test(href));
}

async function gotoHydrated(page: Page, path: string) {
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/alerts'));
  const response = await page.goto(path);
  await hydrated;
  return response;
}

/** Where each top-level header entry and the search box sit, against the window. */
async function headerReach(page: Page) {
  return page.evaluate(() => {
    const inView = (el: Element | null) => {
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        r.left >= 0 &&
        r.right <= window.innerWidth + 0.5
      );
    };
    const entries = [...document.querySelectorAll('#main-menu > li > a, #main-menu > li > button')];
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      entries: entries.length,
      outOfReach: entries.filter((el) => !inView(el)).map((el) => el.textContent?.trim()),
      search: inView(document.querySelector('header [role="search"] input[name="q"]')),
    };
  });
}

test.describe('the header fits every width', () => {
  let pages: string[] = [];
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const place = await attractionPath(request);
    pages = ['/', '/places-to-go/map', '/vacation-guide', '/festivals-and-events', ...(place ? [place] : [])];
  });

  for (const width of WIDTHS) {
    test(`at ${width} px: no sideways scroll, every header entry and search in view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await gotoHydrated(page, path);
        const menuToggle = page.getByRole('button', { name: SHELL_MESSAGES.menuButton });
        if (width <= MENU_BREAKPOINT) await menuToggle.click();
        else await expect(menuToggle).toBeHidden();
        const reach = await headerReach(page);
        expect(reach.scrollWidth, `${path} is wider than the window`).toBeLessThanOrEqual(reach.innerWidth);
        expect(reach.entries, path).toBeGreaterThanOrEqual(7);
        expect(reach.outOfReach, `${path}: header entries out of view`).toEqual([]);
        expect(reach.search, `${path}: search box in view`).toBe(true);
      }
    });
  }

  test('the search item has a real class, and focusing search does not shift the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    expect(await page.locator('header [class~="undefined"]').count()).toBe(0);
    await page.locator('header [role="search"] input[name="q"]').focus();
    expect(
      await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth <= window.innerWidth]),
    ).toEqual([0, true]);
  });
});

test.describe('compact alerts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a 390x844 screen the header starts within the top 35% on first load', async ({ page }) => {
    await page.route('**/api/alerts', (route) => route.fulfill({ json: LONG_ALERTS }));
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel }).getByRole('heading')).toContainText(
      'Layout test alert 1',
    );
    const top = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(844 * 0.35);
  });

  test('each alert is one line that expands with a disclosure button and can be dismissed until updated', async ({
    page,
  }) => {
    await page.route('**/api/alerts', (route) => route.fulfill({ json: LONG_ALERTS }));
    await gotoHydrated(page, '/');
    const alerts = page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel });
    const title = alerts.getByRole('heading', { name: /Layout test alert 1/ });
    const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
    expect((await title.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 1.5);

    const details = alerts.getByRole('button', { name: SHELL_MESSAGES.alertMore });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(alerts.getByRole('link', { name: 'Forecast' })).toBeHidden();
    await details.click();
    await expect(alerts.getByRole('button', { name: SHELL_MESSAGES.alertLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(alerts.getByRole('link', { name: 'Forecast' })).toBeVisible();

    await alerts
      .getByRole('button', { name: englishMessages('shell')('alertDismiss', { title: LONG_ALERTS[0]!.title }) })
      .click();
    await expect(alerts.getByRole('heading', { name: /Layout test alert 2/ })).toBeVisible();
    await gotoHydrated(page, '/');
    await expect(alerts.getByRole('heading', { name: /Layout test alert 2/ })).toBeVisible();
    await expect(alerts.getByRole('heading', { name: /Layout test alert 1/ })).toHaveCount(0);

    // An update to the dismissed alert brings it back.
    await page.unroute('**/api/alerts');
    await page.route('**/api/alerts', (route) =>
      route.fulfill({ json: [{ ...LONG_ALERTS[0]!, updatedAt: '2026-06-01T08:00:00.000Z' }, LONG_ALERTS[1]] }),
    );
    await gotoHydrated(page, '/');
    await expect(alerts.getByRole('heading', { name: /Layout test alert 1/ })).toBeVisible();
  });

  // Lighthouse on a phone found both: the guide pill moved up when the cookie banner measured itself
  // (a layout shift on every first visit), and the alert title's link, cut by an ellipsis, still
  // covered the Details and Next buttons for axe, and was 18 px tall.
  test('a first visit does not shift, and the alert line passes target-size', async ({ page }) => {
    type Shift = { value: number; moved: string[] };
    await page.addInitScript(() => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
      const seen: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = seen;
      const box = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      const name = (node?: Node | null) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? '?');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Entry[])
          if (!entry.hadRecentInput)
            seen.push({
              value: entry.value,
              moved: (entry.sources ?? []).map(
                (s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
              ),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: SHELL_MESSAGES.privacyLabel })).toBeVisible();
    await expect(page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel })).toBeVisible();
    // Settled: the banner has measured itself and nothing more is coming.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The shift this guards against scored 0.023. CI's browser runs have twice seen a single shift
    // of 0.0002 to 0.001 that 130 runs here (idle, under load, on Node 24) never showed: below a
    // pixel of movement, and 20 times smaller than the bug. What moved is printed if it grows.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(score, JSON.stringify(shifts, null, 1)).toBeLessThan(0.005);
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  });
});

/** WCAG relative luminance of an sRGB colour, 0-255 channels. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/**
 * Measures the hero heading against what is under it: hides the text, screenshots the heading's box,
 * and returns the contrast of the text colour against the lightest pixel there (the worst case).
 */
async function heroHeadingContrast(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: HOME_MESSAGES.heroHeading });
  const color = await heading.evaluate((el) =>
    getComputedStyle(el)
      .color.match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number),
  );
  await heading.evaluate((el) => {
    el.style.color = 'transparent';
    el.style.textShadow = 'none';
  });
  const png = await heading.screenshot({ animations: 'disabled' });
  await heading.evaluate((el) => {
    el.style.color = '';
    el.style.textShadow = '';
  });
  // Decode the picture in the page itself: a canvas gives the pixels without another library.
  const lightest = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let best = [0, 0, 0];
    let bestSum = -1;
    for (let i = 0; i < data.length; i += 4) {
      const sum = 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      if (sum > bestSum) {
        bestSum = sum;
        best = [data[i]!, data[i + 1]!, data[i + 2]!];
      }
    }
    return best;
  }, png.toString('base64'));
  const [a, b] = [luminance(color), luminance(lightest)].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

for (const width of [390, 1280]) {
  test(`the hero heading keeps at least 3:1 against every slide at ${width} px`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: HERO_MESSAGES.heroLabel });
    const total = Number((await hero.getByText(/^\d+ of \d+$/).textContent())?.split(' of ')[1] ?? 1);
    for (let slide = 0; slide < Math.min(total, 4); slide++) {
      await expect(hero).toHaveAttribute('data-index', String(slide));
      const image = hero.locator('[data-active="true"] img');
      if (await image.count()) {
        await image
          .first()
          .evaluate(
            (img: HTMLImageElement) =>
              img.complete || new Promise((done) => img.addEventListener('load', done, { once: true })),
          );
      }
      expect(await heroHeadingContrast(page), `slide ${slide + 1}`).toBeGreaterThanOrEqual(3);
      if (total > 1) await hero.getByRole('button', { name: HERO_MESSAGES.next }).click();
    }
  });
}
