import { GET } from '@/app/api/content/[slug]/route';
import { CONTENT_PAGES } from '@/lib/constants';
import { getPage } from '@/lib/content';
import { withFallback } from '@/lib/content/fallback';
import { call } from '@/tests/support/api';

// The local content files in Spanish (content/es/), read by the same adapter as English.
describe('content pages in Spanish, local files', () => {
  it('gives the Spanish home heading in Spanish and the English one in English', async () => {
    expect((await getPage('home', 'es')).heading).toBe('disfrútelo todo');
    expect((await getPage('home', 'en')).heading).toBe('take it all in');
  });

  it('reads English when no language is given outside a page', async () => {
    expect((await getPage('home')).heading).toBe('take it all in');
  });

  it.each(CONTENT_PAGES)('keeps page "%s" the same shape in both languages', async (slug) => {
    const [english, spanish] = await Promise.all([getPage(slug, 'en'), getPage(slug, 'es')]);
    expect(spanish.banners.map((b) => [b.type, b.mediaId, b.image, b.locationLink])).toEqual(
      english.banners.map((b) => [b.type, b.mediaId, b.image, b.locationLink]),
    );
    expect(spanish.aroundAlabama.map((a) => a.link)).toEqual(english.aroundAlabama.map((a) => a.link));
    expect(spanish.brochures.map((b) => b.link)).toEqual(english.brochures.map((b) => b.link));
    expect(spanish.footerColumns.map((c) => c.links.map((l) => l.href))).toEqual(
      english.footerColumns.map((c) => c.links.map((l) => l.href)),
    );
  });
});

describe('withFallback', () => {
  const english = {
    heading: 'take it all in',
    seo: { title: 'Sweet Home Alabama', description: 'Plan a trip' },
    slides: [{ image: '/a.svg', description: 'Beach' }],
    links: [{ title: 'Trails' }, { title: 'Videos' }],
  };

  it('takes from English what the translation lacks, at any depth', () => {
    const spanish = { heading: '', seo: { title: 'Sweet Home Alabama', description: 'Planee un viaje' }, slides: [{ description: 'Playa' }], links: [] };
    expect(withFallback(spanish as unknown as typeof english, english)).toEqual({
      heading: 'take it all in',
      seo: { title: 'Sweet Home Alabama', description: 'Planee un viaje' },
      slides: [{ image: '/a.svg', description: 'Playa' }],
      links: [{ title: 'Trails' }, { title: 'Videos' }],
    });
  });

  it('keeps a translated list of another length as it is', () => {
    const spanish = { ...english, links: [{ title: 'Rutas' }] };
    expect(withFallback(spanish, english).links).toEqual([{ title: 'Rutas' }]);
  });
});

describe('the embedded content service', () => {
  it('answers in Spanish when the request asks for it, and in English otherwise', async () => {
    const spanish = await call(GET, {
      url: '/api/content/home',
      params: { slug: 'home' },
      headers: { 'x-site-locale': 'es' },
    });
    expect(spanish.status).toBe(200);
    expect(spanish.body.data.fields.heading).toBe('disfrútelo todo');
    const english = await call(GET, { url: '/api/content/home', params: { slug: 'home' } });
    expect(english.body.data.fields.heading).toBe('take it all in');
  });
});
