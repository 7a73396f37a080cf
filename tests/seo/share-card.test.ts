import { SHARE_CARD_KINDS, shareCardPath, type ShareCardKind } from '@/lib/seo/share-card';
import { illustrationDataUri } from '@/lib/seo/share-card-art';
import { getShareCardSubject } from '@/lib/seo/share-card-subjects';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// One generator draws every record's share card: each kind finds every record the sitemap lists,
// refuses one that is not there, and embeds the record's own illustration (never a remote file).

jest.setTimeout(300_000);

const PAGES: Record<ShareCardKind, RegExp> = {
  place: /^\/places-to-go\/(?!map$|regions$|areas$|cities-and-towns$)([^/]+)$/,
  event: /^\/upcoming-events\/([^/]+)$/,
  'road-trip': /^\/road-trips\/(?!all$)([^/]+)$/,
  article: /^\/article\/([^/]+)$/,
  city: /^\/places-to-go\/cities-and-towns\/([^/]+)$/,
  experience: /^\/experience-alabama\/(?!food-and-drink\/)([^/]+)$/,
  region: /^\/places-to-go\/areas\/([^/]+)$/,
  maker: /^\/alabama-maker\/([^/]+)$/,
  trail: /^\/trail-details\/([^/]+)$/,
  cuisine: /^\/experience-alabama\/food-and-drink\/cuisines\/([^/]+)$/,
  'restaurant-week': /^\/alabama-restaurant-week\/([^/]+)$/,
};

test('every record in the sitemap, of every kind, has a card with its name and an embedded illustration or none', async () => {
  const paths = (await sitemapEntries()).map((entry) => new URL(entry.url).pathname);
  for (const kind of SHARE_CARD_KINDS) {
    const keys = paths.flatMap((path) => PAGES[kind].exec(path)?.[1] ?? []);
    expect([kind, keys.length > 0]).toEqual([kind, true]);
    for (const key of keys) {
      const subject = await getShareCardSubject(kind, decodeURIComponent(key));
      expect([kind, key, subject?.title]).toEqual([kind, key, expect.stringMatching(/\S/)]);
      const art = await illustrationDataUri(subject!.illustration);
      if (subject!.illustration?.startsWith('/images/')) expect(art).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(await getShareCardSubject(kind, 'does-not-exist')).toBeNull();
  }
});

test('a card draws only the site’s own SVG files', async () => {
  expect(await illustrationDataUri('/images/experiences/beaches.svg')).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await illustrationDataUri('https://example.com/photo.svg')).toBeNull();
  expect(await illustrationDataUri('/images/../../etc/passwd.svg')).toBeNull();
  expect(await illustrationDataUri(null)).toBeNull();
  expect(shareCardPath('event', 'a b')).toBe('/share-card/event/a%20b');
});
