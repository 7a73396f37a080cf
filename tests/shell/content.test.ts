import { GET } from '@/app/api/content/[slug]/route';
import { getPage } from '@/lib/content';
import { resetEnvCache } from '@/lib/env';
import { call } from '@/tests/support/api';

const realFetch = global.fetch;

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.BUTTER_CMS_TOKEN;
  resetEnvCache();
  jest.restoreAllMocks();
});

function useButter(respond: (url: URL) => Response | Promise<Response>) {
  process.env.BUTTER_CMS_TOKEN = 'test-token';
  resetEnvCache();
  const calls: { url: URL; init?: RequestInit & { next?: { tags?: string[] } } }[] = [];
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    calls.push({ url, init });
    return respond(url);
  }) as typeof fetch;
  return calls;
}

describe('content adapter, local pages', () => {
  it('reads the home page from content/ and reshapes it once', async () => {
    const page = await getPage('home');
    expect(page.seo.title).toMatch(/Alabama/);
    expect(page.heading).toBe('take it all in');
    expect(page.banners.length).toBeGreaterThan(1);
    expect(page.banners.every((b) => ['image', 'video', 'youtube', '360'].includes(b.type))).toBe(true);
    expect(page.aroundAlabama.length).toBeGreaterThan(0);
    expect(page.seoParagraph).toContain('<p>');
  });

  it('gives the footer its four columns and social links', async () => {
    const footer = await getPage('main-footer-menu-widget');
    expect(footer.footerColumns).toHaveLength(4);
    expect(footer.footerColumns.every((c) => c.title && c.links.length > 0)).toBe(true);
    expect(footer.social.length).toBeGreaterThan(0);
    const brochures = await getPage('alabama-brochures');
    expect(brochures.brochures[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), link: expect.any(String), alt: expect.any(String) }),
    );
  });

  it('serves the local pages in the ButterCMS shape at /api/content/{slug}', async () => {
    const res = await call(GET, { url: '/api/content/vacation-guide', params: { slug: 'vacation-guide' } });
    expect(res.status).toBe(200);
    expect(res.body.data.fields.heading).toMatch(/Vacation Guide/);
    const missing = await call(GET, { url: '/api/content/secret', params: { slug: 'secret' } });
    expect(missing.status).toBe(404);
  });
});

describe('content adapter, ButterCMS', () => {
  it('asks ButterCMS with preview off, tags the fetch, and sanitises editor HTML', async () => {
    const calls = useButter(() =>
      Response.json({
        data: {
          slug: 'home',
          fields: {
            seo: { title: 'From Butter', description: 'd' },
            slider_images: { type: 'YouTube', media_id: 'abc123', description: 'One banner' },
            seo_paragraph: '<p>Hi</p><script>alert(1)</script>',
          },
        },
      }),
    );
    const page = await getPage('home');
    expect(calls[0]!.url.pathname).toBe('/v2/pages/*/home/');
    expect(calls[0]!.url.searchParams.get('preview')).toBe('0');
    expect(calls[0]!.url.searchParams.get('auth_token')).toBe('test-token');
    expect(calls[0]!.init?.next?.tags).toContain('content');
    expect(page.seo.title).toBe('From Butter');
    expect(page.banners).toEqual([expect.objectContaining({ type: 'youtube', mediaId: 'abc123' })]);
    expect(page.seoParagraph).toBe('<p>Hi</p>');
  });

  it('also accepts the body wrapped once more (data.data.fields)', async () => {
    useButter(() => Response.json({ data: { data: { fields: { heading: 'Wrapped' } } } }));
    expect((await getPage('vacation-guide')).heading).toBe('Wrapped');
  });

  it('logs a failure and still returns an empty page', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    useButter(() => new Response('nope', { status: 500 }));
    const page = await getPage('home');
    expect(page.banners).toEqual([]);
    expect(page.footerColumns).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"home" failed to load'), expect.stringContaining('500'));
  });
});
