import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHELL_MESSAGES } from '../../lib/shell/messages';
import { focused, named, tabTo } from './support/keyboard';
import { WCAG_TAGS } from './support/page-checks';
import { detailPaths } from './support/site-routes';

// A phone's first screen belongs to the page: on a 390x844 screen with the seeded crisis alert,
// three alerts active and the cookie banner showing, the site's own bars above the page's heading (crisis banner, alerts, the
// sticky header) take at most a fifth of the height; with the cookie banner and guide tab at the
// foot, at most 30% of the screen is bars; and the heading is in view, uncovered. The crisis banner
// and the alerts are one line each, the alerts with their count, and every word is a key press away.

const SCREEN = { width: 390, height: 844 };
const MOST_ABOVE_HEADING = 0.2 * SCREEN.height;
const MOST_FOR_ALL_BARS = 0.3 * SCREEN.height;
/** A bar of one line: a row of 36 px controls and its padding; a second line would add 20 px or more. */
const ONE_LINE = 50;
/** Room for the first word or two of a cut title, even beside State of Emergency. */
const MIN_TITLE_WIDTH = 60;

const ALERTS = [1, 2, 3].map((n) => ({
  id: `first-screen-${n}`,
  title: `First screen alert ${n}: a long title about road closures, detours and ferry times on the Gulf Coast this week`,
  level: n === 1 ? 'State of Emergency' : 'Advisory',
  message: `<p>${'Ferries between Dauphin Island and Fort Morgan run on a reduced schedule. '.repeat(3)}</p>`,
  url: null,
  resources: [],
  updatedAt: '2026-05-01T12:00:00.000Z',
}));

/** Every bar of the shell that a first visit shows over or above the page. */
const BAR_SELECTORS = [
  `section[aria-label="${SHELL_MESSAGES.alertsLabel}"]`,
  `section[aria-label="${SHELL_MESSAGES.privacyLabel}"]`,
  `section[aria-label="${SHELL_MESSAGES.crisisLabel}"]`,
  'body > header',
  `button:text-is("${SHELL_MESSAGES.guideTab}")`,
];

type Span = { top: number; bottom: number };

const isCut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
const height = async (bar: Locator) => (await bar.boundingBox())?.height ?? 0;

/** The height of the first screen the bars cover (overlapping bars counted once), and the h1's box. */
async function measure(page: Page) {
  const spans: Span[] = [];
  for (const selector of BAR_SELECTORS) {
    for (const bar of await page.locator(selector).all()) {
      if (!(await bar.isVisible())) continue;
      const box = await bar.boundingBox();
      if (!box) continue;
      const top = Math.max(0, box.y);
      const bottom = Math.min(SCREEN.height, box.y + box.height);
      if (bottom > top) spans.push({ top, bottom });
    }
  }
  spans.sort((a, b) => a.top - b.top);
  let covered = 0;
  let reached = 0;
  for (const span of spans) {
    const from = Math.max(span.top, reached);
    if (span.bottom > from) covered += span.bottom - from;
    reached = Math.max(reached, span.bottom);
  }
  const heading = await page.locator('main h1').first().boundingBox();
  return { covered, spans, heading };
}

async function gotoWithAlerts(page: Page, path: string) {
  await page.route('**/api/alerts', (route) => route.fulfill({ json: ALERTS }));
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/alerts'));
  await page.goto(path);
  await hydrated;
  const alerts = page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel });
  await expect(alerts.getByRole('heading')).toContainText('First screen alert 1');
  await expect(page.getByRole('region', { name: SHELL_MESSAGES.privacyLabel })).toBeVisible();
}

test.describe('a phone’s first screen', () => {
  test.use({ viewport: SCREEN });

  test('bars above the heading take at most 20% of a 390x844 screen on every page kind', async ({ page, request }) => {
    test.setTimeout(180_000);
    const paths = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/festivals-and-events' },
      ...(await detailPaths(request)).filter((p) => ['attraction', 'event', 'road trip', 'city'].includes(p.name)),
    ];
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const { name, path } of paths) {
      await gotoWithAlerts(page, path);
      const { covered, spans, heading } = await measure(page);
      const report = `${name} (${path}): bars cover ${Math.round(covered)} px of ${SCREEN.height}: ${JSON.stringify(spans)}`;
      expect(heading, `${name}: no h1`).not.toBeNull();
      const above = Math.max(0, ...spans.filter((s) => s.top < heading!.y).map((s) => s.bottom));
      expect(above, report).toBeLessThanOrEqual(MOST_ABOVE_HEADING);
      expect(covered, report).toBeLessThanOrEqual(MOST_FOR_ALL_BARS);
      // The page's own heading is on the first screen, below the bars above it and above the cookie banner.
      const below = Math.min(SCREEN.height, ...spans.filter((s) => s.top > heading!.y).map((s) => s.top));
      expect(heading!.y, report).toBeGreaterThanOrEqual(above - 1.5);
      expect(heading!.y + Math.min(heading!.height, 40), report).toBeLessThanOrEqual(below + 0.5);
    }
  });

  test('an alert cut to one line can be read whole: Details shows its full title and message', async ({ page }) => {
    await gotoWithAlerts(page, '/');
    const alerts = page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel });
    const title = alerts.getByRole('heading');
    expect(await title.evaluate(isCut)).toBe(true);
    await alerts.getByRole('button', { name: SHELL_MESSAGES.alertMore }).click();
    await expect(alerts.getByRole('button', { name: SHELL_MESSAGES.alertLess })).toBeVisible();
    await expect.poll(() => title.evaluate(isCut)).toBe(false);
    await expect(alerts.getByText('Ferries between Dauphin Island', { exact: false })).toBeVisible();
    // The count says there is more than one, and Next reaches the other.
    await expect(alerts.getByText('Alert 1 of 3')).toBeAttached();
    await alerts.getByRole('button', { name: SHELL_MESSAGES.nextAlert }).click();
    await expect(title).toContainText('First screen alert 2');
  });

  test('the crisis banner and three alerts are one line each, with the count in view, and the keyboard opens every word', async ({
    page,
  }) => {
    await gotoWithAlerts(page, '/');
    const crisis = page.getByRole('region', { name: SHELL_MESSAGES.crisisLabel });
    const alerts = page.getByRole('region', { name: SHELL_MESSAGES.alertsLabel });
    const crisisText = crisis.locator('#crisis-message');
    const title = alerts.getByRole('heading');
    await expect(crisis).toBeVisible();
    expect(await height(crisis)).toBeLessThanOrEqual(ONE_LINE);
    expect(await height(alerts)).toBeLessThanOrEqual(ONE_LINE);
    // The long texts are cut with an ellipsis rather than wrapped.
    expect(await crisisText.evaluate(isCut)).toBe(true);
    expect(await title.evaluate(isCut)).toBe(true);
    // The count shows on the line in figures and is read out in words.
    const count = alerts.getByText('1/3', { exact: true });
    await expect(count).toBeVisible();
    const line = (await alerts.boundingBox())!;
    const countBox = (await count.boundingBox())!;
    expect(countBox.y + countBox.height).toBeLessThanOrEqual(line.y + line.height);
    await expect(alerts).toContainText('Alert 1 of 3');
    // Beside the words State of Emergency, the cut title still shows its first words.
    await expect(alerts.getByText(SHELL_MESSAGES.emergencyTag)).toBeVisible();
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(MIN_TITLE_WIDTH);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);

    // By keyboard alone: Details of the crisis banner, then of the alerts, then Next through all three.
    const details = named(SHELL_MESSAGES.alertMore);
    await tabTo(page, details);
    await expect(crisis.getByRole('button', { name: SHELL_MESSAGES.alertMore })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(crisis.getByRole('button', { name: SHELL_MESSAGES.alertLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect.poll(() => crisisText.evaluate(isCut)).toBe(false);
    await expect(crisisText).toBeVisible();

    await tabTo(page, details);
    await expect(alerts.getByRole('button', { name: SHELL_MESSAGES.alertMore })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(alerts.getByRole('button', { name: SHELL_MESSAGES.alertLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const message = alerts.getByText('Ferries between Dauphin Island', { exact: false });
    for (const n of [1, 2, 3]) {
      await expect(title).toContainText(`First screen alert ${n}`);
      await expect(alerts.getByText(`${n}/3`, { exact: true })).toBeVisible();
      await expect.poll(() => title.evaluate(isCut)).toBe(false);
      await expect(message).toBeVisible();
      if (n === 1) await tabTo(page, named(SHELL_MESSAGES.nextAlert));
      if (n < 3) await page.keyboard.press('Enter');
    }
    expect((await focused(page)).name).toBe(SHELL_MESSAGES.nextAlert);
    expect((await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations.map((v) => v.id)).toEqual([]);
  });

  test('the cookie banner is one slim bar whose text is read whole', async ({ page }) => {
    await gotoWithAlerts(page, '/');
    const banner = page.getByRole('region', { name: SHELL_MESSAGES.privacyLabel });
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(72);
    const text = banner.locator('p');
    expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(text).toContainText(SHELL_MESSAGES.privacyText);
    await banner.getByRole('button', { name: SHELL_MESSAGES.privacyAccept }).click();
    await expect(banner).toBeHidden();
    // With the banner gone the guide tab is back, so the guide stays one tap away.
    await expect(page.getByRole('button', { name: SHELL_MESSAGES.guideTab })).toBeVisible();
  });
});
