import { GET } from '@/app/api/search/suggest/route';
import { prefixQuery } from '@/lib/search/query';
import { SUGGESTION_LIMIT } from '@/lib/search';
import { call } from '../support/api';
import { getDb } from '@/lib/db/client';
import { articles } from '@/lib/db/schema';
import { insertSite } from '../pages/support/fixtures';
import { makeLocation } from '../trips/fixtures';

let site: Awaited<ReturnType<typeof insertSite>>;
beforeAll(async () => {
  site = await insertSite();
});

describe('GET /api/search/suggest', () => {
  it('suggests as you type: every word a prefix', async () => {
    const { status, body } = await call(GET, { url: '/api/search/suggest?q=fixture%20oys' });
    expect(status).toBe(200);
    const hrefs = body.suggestions.map((s: { href: string }) => s.href);
    expect(hrefs).toContain(`/places-to-go/${site.places.oysterBar.slug}`);
    expect(hrefs).toContain(`/article/${site.article.slug}`);
    expect(body.suggestions.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    for (const s of body.suggestions) expect(Object.keys(s).sort()).toEqual(['href', 'kind', 'label', 'title']);
  });

  it('answers an empty list for nothing typed', async () => {
    const { status, body } = await call(GET, { url: '/api/search/suggest?q=' });
    expect(status).toBe(200);
    expect(body.suggestions).toEqual([]);
  });

  it('refuses a missing or overlong query with a 400 naming the field', async () => {
    const missing = await call(GET, { url: '/api/search/suggest' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('q');
    const long = await call(GET, { url: `/api/search/suggest?q=${'a'.repeat(201)}` });
    expect(long.status).toBe(400);
  });

  it('turns typed text into a safe prefix query', () => {
    expect(prefixQuery('Gulf Sho')).toBe('gulf:* & sho:*');
    expect(prefixQuery("o'neil & (x) | !y")).toBe('o:* & neil:* & x:* & y:*');
    expect(prefixQuery('  !!  ')).toBeNull();
    // At most six words reach the database.
    expect(prefixQuery('one two three four five six seven')).toBe('one:* & two:* & three:* & four:* & five:* & six:*');
  });
});

describe('suggestion order', () => {
  it('puts the closest title that begins with the typed text first', async () => {
    const { body } = await call(GET, { url: '/api/search/suggest?q=fixture%20gulf' });
    expect(body.suggestions[0].title).toBe('Fixture Gulf Shores');
  });

  it('reads the typed text without its case or surrounding spaces', async () => {
    const { body } = await call(GET, { url: '/api/search/suggest?q=%20%20FIXTURE%20GULF%20%20' });
    expect(body.suggestions[0].title).toBe('Fixture Gulf Shores');
  });

  it('lists every title that begins with the typed text before the others, shortest first', async () => {
    const { body } = await call(GET, { url: '/api/search/suggest?q=fixture' });
    const titles: string[] = body.suggestions.map((s: { title: string }) => s.title);
    const starting = titles.filter((t) => t.toLowerCase().startsWith('fixture'));
    expect(starting.length).toBeGreaterThan(1);
    expect(titles.slice(0, starting.length)).toEqual(starting);
    const lengths = starting.map((t) => t.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  });

  it('orders by typed prefix, then shortest, then rank, where the database’s own order differs', async () => {
    // The two titles that begin with the word name it once; the other two name it in their
    // summaries and bodies too, so the database ranks them first, the one that says it most on top.
    const article = (slug: string, title: string, mentions: number) => ({
      slug: `fixture-${slug}-${process.pid}`,
      title,
      summary: 'Quillwort '.repeat(mentions).trim() || 'A walk on the coastal plain.',
      body: `<p>${'Quillwort grows in the seepage bogs. '.repeat(mentions)}</p>`,
      author: 'Fixture Writer',
      publishedAt: '2026-03-01',
      experienceSlugs: ['outdoor'],
    });
    await (
      await getDb()
    )
      .insert(articles)
      .values([
        article('bog-walk', 'Quillwort Bog Walk at Splinter Hill', 0),
        article('pond', 'Quillwort Pond', 0),
        article('pitcher', 'Pitcher Plant Bogs and Quillwort', 4),
        article('notes', 'Bay Minette Quillwort Notes', 1),
      ]);
    const { body } = await call(GET, { url: '/api/search/suggest?q=%20QUILLWORT%20' });
    expect(body.suggestions.map((s: { title: string }) => s.title)).toEqual([
      'Quillwort Pond',
      'Quillwort Bog Walk at Splinter Hill',
      'Pitcher Plant Bogs and Quillwort',
      'Bay Minette Quillwort Notes',
    ]);
  });

  it('ranks across kinds: a place that names the word once comes after an article about it', async () => {
    // Places are asked first, so only the ranking puts the article first.
    const place = await makeLocation({
      name: 'Cahaba Ridge Overlook',
      description: 'A marlstone ledge above the river.',
    });
    await (await getDb()).insert(articles).values({
      slug: `fixture-marlstone-${process.pid}`,
      title: 'Notes from the Black Belt Marlstone',
      summary: 'Marlstone, marlstone and more marlstone.',
      body: `<p>${'The marlstone under the prairie holds water. '.repeat(4)}</p>`,
      author: 'Fixture Writer',
      publishedAt: '2026-03-01',
      experienceSlugs: ['outdoor'],
    });
    const { body } = await call(GET, { url: '/api/search/suggest?q=marlst' });
    expect(body.suggestions.map((s: { title: string }) => s.title)).toEqual([
      'Notes from the Black Belt Marlstone',
      place.name,
    ]);
  });

  it('never lists more than the limit, however many kinds match', async () => {
    for (let i = 1; i <= 5; i += 1) await makeLocation({ name: `Zinnwaldite Quarry ${i}` });
    await (await getDb()).insert(articles).values(
      [1, 2, 3, 4, 5].map((i) => ({
        slug: `fixture-zinnwaldite-${i}-${process.pid}`,
        title: `Zinnwaldite Field Note ${i}`,
        summary: 'A mica of the Piedmont.',
        body: '<p>Found in the pegmatites of Coosa County.</p>',
        author: 'Fixture Writer',
        publishedAt: '2026-03-01',
        experienceSlugs: ['outdoor'],
      })),
    );
    const { body } = await call(GET, { url: '/api/search/suggest?q=zinnw' });
    // Five of each kind match; each kind's query alone stays within the limit.
    expect(body.suggestions).toHaveLength(SUGGESTION_LIMIT);
    expect(new Set(body.suggestions.map((s: { kind: string }) => s.kind))).toEqual(new Set(['places', 'articles']));
  });
});
