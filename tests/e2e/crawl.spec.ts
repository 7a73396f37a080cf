import { expect, test, type APIRequestContext } from '@playwright/test';
import { SITE_NAME } from '@/lib/constants';
import { englishPath, sitemapPaths } from './support/site-routes';

// A crawl over the whole sitemap, as a search engine makes it, in both languages. Each page answers
// 200, has its own title (at most 60 characters before the site name) and description within its
// language, a canonical naming the page itself, and hreflang links to its twin that the twin
// returns (reciprocal), as the sitemap's alternates do.
const TITLE_MAX = 60;
const CONCURRENCY = 4;

type Crawled = {
  path: string;
  status: number;
  lang: string;
  title: string;
  description: string;
  canonical: string;
  ogImage: string;
  hreflang: Record<string, string>;
};

function attr(html: string, pattern: RegExp): string {
  return (
    pattern
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"') ?? ''
  );
}

async function crawl(request: APIRequestContext, path: string): Promise<Crawled> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const hreflang = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname,
    ]),
  );
  return {
    path,
    status: response.status(),
    lang: attr(html, /<html lang="([^"]*)"/),
    hreflang,
    title: attr(html, /<title>([^<]*)<\/title>/),
    description: attr(html, /<meta name="description" content="([^"]*)"/),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    ogImage: attr(html, /<meta property="og:image" content="([^"]*)"/),
  };
}

/** Pages of one language that share a title or description (the two languages may share a name). */
function duplicates(pages: Crawled[], key: 'title' | 'description'): string[] {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const value = `${page.lang} ${page[key]}`;
    groups.set(value, [...(groups.get(value) ?? []), page.path]);
  }
  return [...groups].filter(([, list]) => list.length > 1).map(([value, list]) => `${value}: ${list.join(', ')}`);
}

test('every page in the sitemap answers 200 in its language with a unique title and description, a canonical of its own and reciprocal hreflang', async ({
  request,
}) => {
  // Cold ISR renders on a loaded machine, two languages: about 4 minutes for 833 URLs was not enough.
  test.setTimeout(1_200_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(100);
  // Every page is listed in both languages.
  const listed = new Set(paths);
  expect(
    paths.filter((p) => !listed.has(p.startsWith('/es') ? englishPath(p) : p === '/' ? '/es' : `/es${p}`)),
  ).toEqual([]);
  const pages: Crawled[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) pages.push(await crawl(request, path));
    }),
  );
  const suffix = ` | ${SITE_NAME}`;
  const problems = [
    ...pages.filter((p) => p.status !== 200).map((p) => `${p.path}: status ${p.status}`),
    ...pages
      .filter((p) => p.status === 200 && p.title.replace(suffix, '').length > TITLE_MAX)
      .map((p) => `${p.path}: title over ${TITLE_MAX}: ${p.title}`),
    ...pages
      .filter((p) => p.status === 200 && (!p.canonical || new URL(p.canonical).pathname !== p.path))
      .map((p) => `${p.path}: canonical ${p.canonical || 'missing'}`),
    ...pages.filter((p) => p.status === 200 && !p.ogImage).map((p) => `${p.path}: no og:image`),
    ...pages
      .filter(
        (p) =>
          p.status === 200 &&
          p.lang !== (p.path.startsWith('/es') && englishPath(p.path) !== p.path ? 'es-US' : 'en-US'),
      )
      .map((p) => `${p.path}: lang ${p.lang}`),
    ...hreflangProblems(pages),
    ...duplicates(pages, 'title').map((d) => `duplicate title ${d}`),
    ...duplicates(pages, 'description').map((d) => `duplicate description ${d}`),
  ];
  expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
});

/**
 * Each page names en-US, es-US and x-default (English); the page it names for its own language is
 * itself, and the twin it names names it back.
 */
function hreflangProblems(pages: Crawled[]): string[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  return pages
    .filter((p) => p.status === 200)
    .flatMap((page) => {
      const english = englishPath(page.path);
      const spanish = english === '/' ? '/es' : `/es${english}`;
      const expected = { 'en-US': english, 'es-US': spanish, 'x-default': english };
      const problems =
        JSON.stringify(page.hreflang) === JSON.stringify(expected)
          ? []
          : [`${page.path}: hreflang ${JSON.stringify(page.hreflang)}`];
      const twin = byPath.get(page.path === english ? spanish : english);
      if (!twin) problems.push(`${page.path}: twin not in the sitemap`);
      else if (JSON.stringify(twin.hreflang) !== JSON.stringify(page.hreflang))
        problems.push(`${page.path}: twin names others`);
      return problems;
    });
}

test('the sitemap names each page’s twin in the other language, reciprocally', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: new URL(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!).pathname,
    alternates: Object.fromEntries(
      [...m[1]!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((a) => [a[1]!, new URL(a[2]!).pathname]),
    ),
  }));
  const byLoc = new Map(entries.map((e) => [e.loc, e]));
  const problems = entries.flatMap((entry) => {
    const english = englishPath(entry.loc);
    const spanish = english === '/' ? '/es' : `/es${english}`;
    const expected = { 'en-US': english, 'es-US': spanish, 'x-default': english };
    if (JSON.stringify(entry.alternates) !== JSON.stringify(expected))
      return [`${entry.loc}: ${JSON.stringify(entry.alternates)}`];
    const twin = byLoc.get(entry.loc === english ? spanish : english);
    return twin && JSON.stringify(twin.alternates) === JSON.stringify(expected)
      ? []
      : [`${entry.loc}: twin missing or different`];
  });
  expect(entries.length).toBeGreaterThan(100);
  expect(problems.slice(0, 20)).toEqual([]);
});

test('the map views are in the sitemap', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.filter((p) => p.startsWith('/places-to-go/map/')).length).toBeGreaterThan(10);
});

// With no SITE_URL the server names the port it listens on, on every page: pages built ahead for
// another address are rendered again for this one (lib/cache/site-scope.mjs).
test('a server on another port with no SITE_URL names that port in its links', async ({ request, baseURL }) => {
  const port = new URL(baseURL!).port;
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(new RegExp(`Sitemap: http://[^/]+:${port}/sitemap.xml`));
  const region = (await sitemapPaths(request)).find((p) => p.startsWith('/places-to-go/areas/'));
  expect(region).toBeTruthy();
  const html = await (await request.get(region!)).text();
  const page = await crawl(request, region!);
  expect(new URL(page.canonical).port).toBe(port);
  expect(new URL(page.ogImage).port).toBe(port);
  const jsonLdUrls = [...html.matchAll(/"(?:url|item)":"(http[^"]+)"/g)].map((m) => new URL(m[1]!).port);
  expect(jsonLdUrls.length).toBeGreaterThan(0);
  expect(new Set(jsonLdUrls)).toEqual(new Set([port]));
});

/** Width and height from a PNG's IHDR chunk (bytes 16 to 23). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

// One page of each public type: its og:image answers a 1200 by 630 PNG.
const CARD_KINDS = [
  '/places-to-go/areas/',
  '/places-to-go/cities-and-towns/',
  '/upcoming-events/',
  '/road-trips/',
  '/article/',
  '/trail-details/',
  '/alabama-maker/',
  '/alabama-restaurant-week/',
  '/experience-alabama/',
  '/experience-alabama/food-and-drink/cuisines/',
];

test('social cards are 1200 by 630 PNGs', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const place = paths.find(
    (p) =>
      /^\/places-to-go\/[^/]+$/.test(p) && !['map', 'regions', 'areas', 'cities-and-towns'].includes(p.split('/')[2]!),
  );
  const kinds = CARD_KINDS.map((prefix) =>
    paths.find((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/') && p !== prefix),
  );
  for (const path of ['/', '/travel-guides', place, ...kinds]) {
    expect(path, 'the sitemap lists a page of each type').toBeTruthy();
    const { ogImage } = await crawl(request, path!);
    expect(ogImage, path).not.toBe('');
    const image = await request.get(new URL(ogImage).pathname + new URL(ogImage).search);
    expect(image.status(), ogImage).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  }
});

/** Every JSON-LD object on a page. */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((m) =>
    JSON.parse(m[1]!),
  );
}

test('cities, makers, restaurant week and trails carry their entity JSON-LD', async ({ request }) => {
  const paths = await sitemapPaths(request);
  const first = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length);
  const city = (await jsonLdOf(request, first('/places-to-go/cities-and-towns/')!)).find((d) => d['@type'] === 'City');
  expect(city?.containedInPlace).toMatchObject({ '@type': 'State', name: 'Alabama' });
  const maker = (await jsonLdOf(request, first('/alabama-maker/')!)).find((d) => d['@type'] === 'Store');
  expect(maker?.name).toBeTruthy();
  const week = (await jsonLdOf(request, first('/alabama-restaurant-week/')!)).find((d) => d['@type'] === 'FoodEvent');
  expect(week?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
  const trail = (await jsonLdOf(request, first('/trail-details/')!)).find((d) => d['@type'] === 'TouristTrip');
  expect(trail?.itinerary).toMatchObject({ '@type': 'ItemList' });
});
