import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHELL_MESSAGES } from '../../lib/shell/messages';
import { focused } from './support/keyboard';

// WCAG 2.2 SC 2.4.11 Focus Not Obscured: whatever takes focus by Tab is not hidden behind the cookie
// banner, the sticky header or anything else fixed on screen. A fresh visitor, so the banner shows.

const TAB_STOPS = 60;

type Stop = { ok: boolean; what: string; hit: string };

/**
 * Checks the focused element. At its centre the topmost element must be the element itself, inside
 * it, its label, or one of its ancestors (a link that wraps onto two lines, or a title cut with an
 * ellipsis, leaves its parent at the centre: nothing covers it). Anything else is painted over it.
 */
function checkFocus(): Stop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const describe = (node: Element | null) =>
    node
      ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${(node.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
  const ok =
    inView &&
    !!hit &&
    (hit === el || el.contains(hit) || hit.contains(el) || labels.some((label) => label.contains(hit)));
  return { ok, what: describe(el), hit: inView ? describe(hit) : 'off screen' };
}

async function tabThrough(page: Page, stops = TAB_STOPS): Promise<Stop[]> {
  const seen: Stop[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    // Measured once the frame after the focus scroll is painted; what still covers the element
    // half a second later covers it for real (a late layout shift, such as the footer's newsletter
    // form loading, moved a link under the banner for a moment and made this check flaky).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    let stop = await page.evaluate(checkFocus);
    if (stop && !stop.ok) {
      await page.waitForTimeout(500);
      stop = await page.evaluate(checkFocus);
    }
    if (stop) seen.push(stop);
  }
  return seen;
}

/** The first attraction the reviews page links to (entityPaths finds every kind, too slowly for here). */
async function attractionPath(request: APIRequestContext): Promise<string | undefined> {
  const html = (await (await request.get('/reviews')).text()).split('<main')[1]?.split('</main>')[0] ?? '';
  return [...html.matchAll(/href="([^"#?]+)"/g)]
    .map((m) => m[1]!)
    .find((href) => /^\/places-to-go\/(?!map|areas|cities-and-towns|regions)[^/]+$/.test(href));
}

async function gotoHydrated(page: Page, path: string) {
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/alerts'));
  await page.goto(path);
  await hydrated;
}

test.describe('focus is never hidden (WCAG 2.4.11)', () => {
  let pages: string[] = [];
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    const place = await attractionPath(request);
    pages = ['/', '/festivals-and-events', '/vacation-guide', ...(place ? [place] : [])];
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, ${TAB_STOPS} Tab stops on each page are not covered by the cookie banner or anything fixed`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      for (const path of pages) {
        await gotoHydrated(page, path);
        await expect(page.getByRole('region', { name: SHELL_MESSAGES.privacyLabel })).toBeVisible();
        const stops = await tabThrough(page);
        expect(stops.length, path).toBeGreaterThan(10);
        expect(
          stops.filter((stop) => !stop.ok).map((stop) => `${stop.what} under ${stop.hit}`),
          `${path}: focused elements hidden`,
        ).toEqual([]);
      }
    });
  }
});

test('after I Agree by keyboard, focus goes back to where it was, not to <body>', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  const banner = page.getByRole('region', { name: SHELL_MESSAGES.privacyLabel });
  // From the end of the footer into the banner, noting what had focus just before it.
  await page.locator('footer').getByRole('link', { name: SHELL_MESSAGES.privacy }).focus();
  let before = await focused(page);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const inBanner = await page.evaluate(
      (label) => Boolean(document.activeElement?.closest(`section[aria-label="${label}"]`)),
      SHELL_MESSAGES.privacyLabel,
    );
    if (inBanner) break;
    before = await focused(page);
  }
  for (let i = 0; i < 5 && (await focused(page)).name !== SHELL_MESSAGES.privacyAccept; i++)
    await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe(SHELL_MESSAGES.privacyAccept);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  const after = await focused(page);
  expect(after.tag).not.toBe('body');
  expect(after.name).toBe(before.name);
  // The space kept for the banner is given back.
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--privacy-banner-height'))).toBe(
    '',
  );
});

test('the guide panel that opens by itself announces itself and leaves focus where it was', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const link = page.locator('main a[href]').first();
  await link.focus();
  const before = await focused(page);
  await page.clock.runFor(31_000);
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).not.toHaveAttribute('aria-modal', 'true');
  await expect(page.getByRole('status').filter({ hasText: SHELL_MESSAGES.guideTab })).toHaveCount(1);
  expect(await focused(page)).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await focused(page)).toEqual(before);
  // Opened on request, it is a modal dialog and takes focus.
  await page.getByRole('button', { name: SHELL_MESSAGES.guideTab }).click();
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
  expect((await focused(page)).inDialog).toBe(true);
});
