import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SITE_NAME } from '@/lib/constants';
import { RECORD_NAMES } from './support/record-names';
import { englishPath, sitemapPaths } from './support/site-routes';

// Every page of the sitemap, read as a crawler or a screen reader gets it, in both languages: a
// sentence or label that the Spanish page shows exactly as the English one does is text nobody
// translated, whether it came from a message, a content file or a record. Allowed: text inside an
// element marked lang="en" (said to be English, as postal addresses are), proper names (every
// record's and town's name, the site's), and text with no English word once those are taken out.
const CONCURRENCY = 4;
const ENGLISH_WORDS = /(?<!\p{L})(the|and|of|to|your|you|for|with|from|is|are|this|our|in|on|at|by)(?!\p{L})/iu;

/** Texts, accessible names and hints of a page's server HTML, leaving out what is marked English. */
async function readableTexts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const texts: string[] = [doc.title];
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push(description);
    const walk = (node: Node) => {
      if (node instanceof Element) {
        const lang = node.getAttribute('lang');
        if (lang?.startsWith('en') && node !== doc.documentElement) return;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD'].includes(node.tagName)) return;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = node.getAttribute(name);
          if (value) texts.push(value);
        }
      } else if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
      node.childNodes.forEach(walk);
    };
    walk(doc.documentElement);
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  }, html);
}

// Longest first, so that "Gulf State Park" goes before "Gulf Shores" could split it.
const NAMES = [...RECORD_NAMES, SITE_NAME].sort((a, b) => b.length - a.length);
/** A text with the proper names in it taken out ("Wiregrass Museum of Art, Dothan | Alabama Tourism"). */
const withoutNames = (text: string) =>
  NAMES.reduce((rest, name) => (rest.includes(name) ? rest.split(name).join(' ') : rest), text);

const isUntranslated = (text: string) => text.split(' ').length >= 3 && ENGLISH_WORDS.test(withoutNames(text));

async function html(request: APIRequestContext, path: string): Promise<string> {
  // A kept-alive socket the server has just closed resets the request: that one is sent again.
  const response = await request.get(path).catch(() => request.get(path));
  expect(response.status(), path).toBe(200);
  return response.text();
}

test('no Spanish page of the sitemap shows a sentence or label of its English twin', async ({
  page,
  request,
}, info) => {
  test.setTimeout(900_000);
  const spanish = (await sitemapPaths(request)).filter((path) => englishPath(path) !== path);
  expect(spanish.length).toBeGreaterThan(100);
  const found: string[] = [];
  const queue = [...spanish];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const [english, translated] = await Promise.all([html(request, englishPath(path)), html(request, path)]);
        const englishTexts = new Set(await readableTexts(page, english));
        const same = (await readableTexts(page, translated)).filter((t) => englishTexts.has(t) && isUntranslated(t));
        found.push(...new Set(same.map((text) => `${path}: ${text}`)));
      }
    }),
  );
  writeFileSync(info.outputPath('untranslated.txt'), found.join('\n'));
  expect(found.length, `${found.length} untranslated:\n${found.slice(0, 60).join('\n')}`).toBe(0);
});
