import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CATALOG } from '@/lib/i18n/catalog';
import { WCAG_TAGS } from './support/page-checks';
import { detailPaths, PUBLIC_PATHS } from './support/site-routes';
import { confirmedUser, signIn } from './support/trip-users';

// The Spanish site shows no message of the English one: for every message of the catalog whose
// Spanish differs, the English words appear nowhere on a Spanish page, neither in its text nor in
// the names and hints that assistive technology reads (aria-label, placeholder, title, alt).
// Text a record has only in English is marked lang="en" and left out.

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));

/** The literal parts of an English message long enough to be words a page would not show by chance. */
function phrasesOf(english: string): string[] {
  const parts = english.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g).map((part) => part.trim());
  const whole = parts.length === 1;
  return parts.filter((part) => /\p{L}/u.test(part) && (whole ? part.length >= 4 : part.length >= 12));
}

const spanish = new Set(leaves(CATALOG.es as unknown as Tree));
const ENGLISH_PHRASES = [
  ...new Set(
    leaves(CATALOG.en as unknown as Tree)
      .filter((m) => !spanish.has(m))
      .flatMap(phrasesOf),
  ),
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A short message ("Home", "Beaches") is also a word of many proper names (Sweet Home Alabama,
// Gulf Shores beaches in an English record name), so it counts only when it is a whole label: a
// text or attribute equal to it. A longer one counts wherever its words appear.
const isShort = (phrase: string) => phrase.split(/\s+/).length < 3;
const PATTERNS = ENGLISH_PHRASES.map((phrase) => ({
  phrase,
  found: isShort(phrase)
    ? (parts: string[]) => parts.some((part) => part.replace(/[\s:.,;!?…]+$/u, '') === phrase)
    : (parts: string[]) => {
        const pattern = new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u');
        return parts.some((part) => pattern.test(part));
      },
}));

/** What a visitor or a screen reader meets on the page, outside elements marked English. */
async function spanishText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node instanceof HTMLElement) {
        if (node.lang && node !== document.documentElement && node.lang.startsWith('en')) return;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(node.tagName)) return;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = node.getAttribute(name);
          if (value) parts.push(value.trim());
        }
      } else if (node.nodeType === Node.TEXT_NODE) parts.push((node.textContent ?? '').trim());
      node.childNodes.forEach(walk);
    };
    walk(document.body);
    parts.push(document.title);
    return parts.filter(Boolean);
  });
}

// Addresses of the site that are not pages, and so have no language.
const NOT_PAGES =
  /^\/(api|prod|idp|dev|share-card|_next|images|media)(\/|$)|^\/(sitemap\.xml|robots\.txt|manifest\.webmanifest|sw\.js)/;

/** Links of a Spanish page that lead to an English page (the language switcher's own link aside). */
async function englishLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !/^\/es(\/|$|\?|#)/.test(href) && !NOT_PAGES.test(href));
}

async function englishOn(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const parts = await spanishText(page);
  return [
    ...PATTERNS.filter(({ found }) => found(parts)).map(({ phrase }) => `${path}: "${phrase}"`),
    ...[...new Set(await englishLinks(page))].map((href) => `${path}: a link to ${href}`),
  ];
}

const spanishPath = (path: string) => (path === '/' ? '/es' : `/es${path}`);

test('the catalog gives the check English phrases to look for', () => {
  expect(ENGLISH_PHRASES.length).toBeGreaterThan(50);
});

// The pages a visitor reaches signed out (every kind of record page among them), then signed in;
// their links lead to Spanish pages too.
// tests/e2e/spanish-text.spec.ts looks at every page of the sitemap for text of any origin.
test('no English message shows on a Spanish page, signed out', async ({ page, request }) => {
  test.setTimeout(300_000);
  const details = (await detailPaths(request)).map((d) => d.path);
  const found: string[] = [];
  for (const path of [...PUBLIC_PATHS, ...details, '/login', '/signup', '/subscribe', '/no-such-page'])
    found.push(...(await englishOn(page, spanishPath(path))));
  expect(found).toEqual([]);
});

test('no English message shows on a Spanish page, signed in', async ({ page, request }) => {
  test.setTimeout(180_000);
  const email = await confirmedUser(request, 'spanish');
  await signIn(page, email);
  const found: string[] = [];
  for (const path of ['/profile', '/edit-profile', '/my-trip', '/create-a-trip', '/'])
    found.push(...(await englishOn(page, spanishPath(path))));
  expect(found).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`Spanish pages are axe clean at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/es', '/es/places-to-go', '/es/festivals-and-events', '/es/login', '/es/subscribe']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
}

test('the header switches to the same page in the other language and back', async ({ page }) => {
  await page.goto('/trails');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/trails$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await page.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/trails$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the Spanish page in one line, never redirected, and can turn it down', async ({ page }) => {
    const response = await page.goto('/trails');
    expect(response?.url()).toMatch(/\/trails$/);
    const offer = page.getByRole('complementary', { name: 'Idioma' });
    await expect(offer.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/trails');
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Idioma' })).toHaveCount(0);
  });
});
