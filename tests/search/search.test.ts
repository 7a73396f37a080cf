import { getDb } from '@/lib/db/client';
import { events, locations } from '@/lib/db/schema';
import { SEARCH_GROUP_SIZE, SEARCH_PAGE_SIZE, searchSite, searchSiteKind } from '@/lib/search';
import { safeHeadline } from '@/lib/search/query';
import { insertSite } from '../pages/support/fixtures';

// Words no seed row contains, so the assertions hold whatever the seed holds.
const WORD = 'quokkaberry';

let site: Awaited<ReturnType<typeof insertSite>>;

beforeAll(async () => {
  site = await insertSite();
  const db = await getDb();
  const base = { type: 'see', category: 'attraction', city: 'Fixture Town', latitude: 32.4, longitude: -86.3 };
  await db.insert(locations).values([
    { ...base, slug: 'fixture-search-in-name', name: `The ${WORD} Museum`, summary: 'A small museum.' },
    {
      ...base,
      slug: 'fixture-search-in-text',
      name: 'Fixture Gallery',
      summary: 'Paintings.',
      description: `Once a year the gallery shows a ${WORD} quilt.`,
    },
    {
      ...base,
      slug: 'fixture-search-html',
      name: 'Fixture Hall',
      summary: `<img src=x onerror=alert(1)> ${WORD} hall`,
    },
    ...Array.from({ length: 12 }, (_, i) => ({
      ...base,
      slug: `fixture-search-page-${i}`,
      name: `Fixture Pagetest ${i}`,
      summary: 'zebrafinchpaging stop',
    })),
  ]);
  await db.insert(events).values([
    {
      slug: 'fixture-search-past',
      name: `Past ${WORD} Fair`,
      startDate: '2001-01-01',
      endDate: '2001-01-02',
      venue: 'Hall',
      city: 'Fixture Town',
      latitude: 32.4,
      longitude: -86.3,
    },
    {
      slug: 'fixture-search-future',
      name: `Coming ${WORD} Fair`,
      startDate: '2999-01-01',
      endDate: '2999-01-02',
      venue: 'Hall',
      city: 'Fixture Town',
      latitude: 32.4,
      longitude: -86.3,
    },
  ]);
});

const group = async (q: string, kind: string) => (await searchSite(q)).find((g) => g.kind === kind)!;

describe('site search', () => {
  it('ranks a match in the name above a match in the long text', async () => {
    const places = await group(WORD, 'places');
    const titles = places.hits.map((h) => h.title);
    expect(titles[0]).toBe(`The ${WORD} Museum`);
    expect(titles).toContain('Fixture Gallery');
    expect(places.hits[0]!.rank).toBeGreaterThan(places.hits.find((h) => h.title === 'Fixture Gallery')!.rank);
  });

  it('highlights the matched words with <mark> and escapes everything else', async () => {
    const places = await group(WORD, 'places');
    const html = places.hits.find((h) => h.title === 'Fixture Hall')!.headline;
    expect(html).toContain(`<mark>${WORD}</mark>`);
    expect(html).not.toMatch(/<img/);
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it('groups hits by kind and links each to its page', async () => {
    const groups = await searchSite('fixture oyster');
    expect(groups.map((g) => g.kind)).toEqual(['places', 'events', 'road-trips', 'articles', 'cities']);
    const articles = groups.find((g) => g.kind === 'articles')!;
    expect(articles.hits.map((h) => h.href)).toContain(`/article/${site.article.slug}`);
    const places = groups.find((g) => g.kind === 'places')!;
    expect(places.hits.map((h) => h.href)).toContain(`/places-to-go/${site.places.oysterBar.slug}`);
  });

  it('names each group as the results page shows it', async () => {
    expect((await searchSite(WORD)).map((g) => g.label)).toEqual([
      'Places',
      'Events',
      'Road Trips',
      'Articles',
      'Cities and Towns',
    ]);
  });

  it("reads a query without the spaces around it, on the first page and on a kind's pages", async () => {
    const titles = async (q: string) => (await group(q, 'places')).hits.map((h) => h.title);
    expect(await titles(`   ${WORD}   `)).toEqual(await titles(WORD));
    expect((await searchSiteKind(`  ${WORD}  `, 'places', 1)).total).toBe(
      (await searchSiteKind(WORD, 'places', 1)).total,
    );
    expect(await searchSite('    ')).toEqual([]);
  });

  it('escapes every HTML character of a headline and turns only the match marks into <mark>', () => {
    expect(safeHeadline(` a & b < c > "d" 'e' \u0001m\u0002 `)).toBe(
      'a &amp; b &lt; c &gt; &quot;d&quot; &#39;e&#39; <mark>m</mark>',
    );
  });

  it('leaves out events that have ended', async () => {
    const found = (await group(WORD, 'events')).hits.map((h) => h.title);
    expect(found).toEqual([`Coming ${WORD} Fair`]);
  });

  it('shows a few hits per kind and pages through one kind', async () => {
    const first = await group('zebrafinchpaging', 'places');
    expect(first.total).toBe(12);
    expect(first.hits).toHaveLength(SEARCH_GROUP_SIZE);
    const page1 = await searchSiteKind('zebrafinchpaging', 'places', 1);
    const page2 = await searchSiteKind('zebrafinchpaging', 'places', 2);
    expect(page1.hits).toHaveLength(SEARCH_PAGE_SIZE);
    expect(page2.hits).toHaveLength(12 - SEARCH_PAGE_SIZE);
    expect(page1.pageCount).toBe(2);
    const all = [...page1.hits, ...page2.hits].map((h) => h.href);
    expect(new Set(all).size).toBe(12);
  });

  it('understands web search syntax: a minus word excludes', async () => {
    const titles = (await group(`${WORD} -museum`, 'places')).hits.map((h) => h.title);
    expect(titles).not.toContain(`The ${WORD} Museum`);
    expect(titles).toContain('Fixture Gallery');
  });

  it('answers nothing for an empty or punctuation-only query', async () => {
    expect(await searchSite('   ')).toEqual([]);
    const groups = await searchSite('!!! &&& ::');
    expect(groups.every((g) => g.total === 0)).toBe(true);
  });
});
