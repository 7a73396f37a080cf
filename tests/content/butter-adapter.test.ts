import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_PAGES } from '@/lib/constants';
import { getPage, type ContentPage } from '@/lib/content';
import { resetEnvCache } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { startFakeButter } from './fake-butter.mjs';

// The ButterCMS adapter over real HTTP: a fake Butter on loopback serves content/ in Butter's
// documented page shape, and every page must come out of the adapter exactly as it does from the
// local files. Nothing of ours is mocked; only ButterCMS itself is stood in for.
const TOKEN = 'butter-adapter-test-token';
let butter: Awaited<ReturnType<typeof startFakeButter>>;

beforeAll(async () => {
  butter = await startFakeButter({ token: TOKEN });
});

afterAll(async () => {
  await butter.close();
});

afterEach(() => {
  delete process.env.BUTTER_CMS_TOKEN;
  delete process.env.BUTTER_CMS_BASE_URL;
  resetEnvCache();
});

function readFromLocalFiles() {
  delete process.env.BUTTER_CMS_TOKEN;
  delete process.env.BUTTER_CMS_BASE_URL;
  resetEnvCache();
}

function readFromButter(token = TOKEN) {
  process.env.BUTTER_CMS_TOKEN = token;
  process.env.BUTTER_CMS_BASE_URL = butter.url;
  resetEnvCache();
}

async function bothSources(
  slug: (typeof CONTENT_PAGES)[number],
  locale: Locale = 'en',
): Promise<{ local: ContentPage; remote: ContentPage }> {
  readFromLocalFiles();
  const local = await getPage(slug, locale);
  readFromButter();
  const remote = await getPage(slug, locale);
  return { local, remote };
}

describe('ButterCMS adapter against a Butter server on loopback', () => {
  it.each(CONTENT_PAGES)('gives page "%s" the same content as the local files', async (slug) => {
    const before = butter.requests.length;
    const { local, remote } = await bothSources(slug);
    expect(remote).toEqual(local);
    // It really came over HTTP, from the documented endpoint, with the token and preview off.
    expect(butter.requests.slice(before)).toEqual([
      { method: 'GET', path: `/v2/pages/*/${slug}/`, query: { auth_token: TOKEN, preview: '0' } },
    ]);
  });

  it.each(CONTENT_PAGES)('gives page "%s" in Spanish the same content as the local files, asking with locale=es', async (slug) => {
    const before = butter.requests.length;
    const { local, remote } = await bothSources(slug, 'es');
    expect(remote).toEqual(local);
    // The Spanish page and the English one it falls back to.
    expect(butter.requests.slice(before)).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: `/v2/pages/*/${slug}/`, query: { auth_token: TOKEN, preview: '0', locale: 'es' } },
        { method: 'GET', path: `/v2/pages/*/${slug}/`, query: { auth_token: TOKEN, preview: '0' } },
      ]),
    );
  });

  it('renders the Spanish home heading and footer from Butter', async () => {
    readFromButter();
    const [home, footer] = await Promise.all([getPage('home', 'es'), getPage('main-footer-menu-widget', 'es')]);
    expect(home.heading).toBe('disfrútelo todo');
    expect(footer.footerColumns.map((column) => column.title)).toEqual(['Explorar', 'Planificar', 'Lecturas', 'Acerca de']);
  });

  it('renders what the home page, vacation guide, brochures and footer show', async () => {
    readFromButter();
    const [home, guide, brochures, footer] = await Promise.all(CONTENT_PAGES.map((slug) => getPage(slug)));
    expect(home!.heading).toBe('take it all in');
    expect(home!.banners.length).toBeGreaterThan(1);
    expect(home!.seoParagraph).toContain('Civil Rights Trail');
    expect(guide!.heading).toBe('Order your free Alabama Vacation Guide');
    expect(brochures!.brochures.length).toBeGreaterThan(0);
    expect(footer!.footerColumns).toHaveLength(4);
    expect(footer!.social.length).toBeGreaterThan(0);
  });

  it('shows an editor’s published change on the next read', async () => {
    butter.edit('home', (fields) => ({ ...fields, heading: 'Edited in Butter' }));
    try {
      readFromButter();
      expect((await getPage('home')).heading).toBe('Edited in Butter');
    } finally {
      butter.edit('home', (fields) => fields);
    }
  });

  it('gives an empty page, not the local one, when Butter refuses the token', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    readFromButter('wrong-token');
    const page = await getPage('home');
    expect(page.heading).toBe('');
    expect(page.banners).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"home" failed to load'), expect.stringContaining('401'));
    log.mockRestore();
  });
});

describe('a Spanish page that lacks a field', () => {
  let dir: string;
  let partial: Awaited<ReturnType<typeof startFakeButter>>;

  beforeAll(async () => {
    // A copy of content/ whose Spanish home page has no heading and a slide without its picture.
    dir = await mkdtemp(path.join(os.tmpdir(), 'content-es-'));
    await cp(path.join(process.cwd(), 'content'), dir, { recursive: true });
    const file = path.join(dir, 'es', 'home.json');
    const home = JSON.parse(await readFile(file, 'utf8')) as { data: { fields: Record<string, unknown> } };
    const fields = { ...home.data.fields };
    delete fields.heading;
    const slides = fields.slider_images as Record<string, unknown>[];
    delete slides[0]!.image;
    await writeFile(file, JSON.stringify({ data: { ...home.data, fields } }));
    partial = await startFakeButter({ token: TOKEN, contentDir: dir });
  });

  afterAll(async () => {
    await partial.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the missing field from English and keeps the translated ones', async () => {
    process.env.BUTTER_CMS_TOKEN = TOKEN;
    process.env.BUTTER_CMS_BASE_URL = partial.url;
    resetEnvCache();
    const page = await getPage('home', 'es');
    expect(page.heading).toBe('take it all in');
    expect(page.banners[0]!.image).toBe('/images/home/gulf-shores-beach.svg');
    expect(page.banners[0]!.description).toMatch(/^Treinta y dos millas/);
    expect(page.seo.title).toContain('Sitio oficial de turismo de Alabama');
  });
});
