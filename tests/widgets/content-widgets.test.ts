import { renderHtml } from '../support/render-html';
import { BrochuresBlock } from '@/components/content/brochures-block';
import { GalleryLoader } from '@/components/content/gallery-loader';
import { PhotoGalleryFrame } from '@/components/content/photo-gallery-frame';
import { getPage } from '@/lib/content';
import { resetEnvCache } from '@/lib/env';

jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-nonce': 'test-nonce' }) }));

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GALLERY_SCRIPT_URL;
  resetEnvCache();
});

describe('brochures block', () => {
  it('lists every brochure with its name, link, image and alt text under #brochures', async () => {
    const html = await renderHtml(await BrochuresBlock({}));
    expect(html).toContain('id="brochures"');
    const { brochures } = await getPage('alabama-brochures');
    expect(brochures.length).toBeGreaterThan(0);
    for (const brochure of brochures) {
      expect(html).toContain(brochure.name);
      expect(html).toContain(`href="${brochure.link}"`);
      expect(html).toContain(`alt="${brochure.alt}"`);
    }
  });
});

describe('photo gallery embed', () => {
  const props = {
    id: 'a1b2c3',
    ariaLabel: 'Visitor photos of Alabama',
    title: 'Share your Alabama',
    intro: '<p>Tag <strong>#SweetHomeAlabama</strong></p><script>alert(1)</script><img src=x onerror="alert(2)">',
  };

  it('renders nothing when no gallery script URL is configured', async () => {
    expect(await PhotoGalleryFrame({ ...props, Loader: GalleryLoader })).toBeNull();
  });

  it('renders the labelled section, its title and the sanitised intro when the script URL is set', async () => {
    process.env.NEXT_PUBLIC_GALLERY_SCRIPT_URL = 'https://gallery.example.com/embed.js';
    resetEnvCache();
    const html = await renderHtml((await PhotoGalleryFrame({ ...props, Loader: GalleryLoader }))!);
    expect(html).toContain('aria-label="Visitor photos of Alabama"');
    expect(html).toContain('<h2>Share your Alabama</h2>');
    expect(html).toContain('<strong>#SweetHomeAlabama</strong>');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('onerror');
    expect(html).toMatch(/data-theme="(sunrise|day|sunset|night)"/);
    expect(html).toContain('id="cr-init__a1b2c3"');
  });

  it('leaves out the title and intro when none is given', async () => {
    process.env.NEXT_PUBLIC_GALLERY_SCRIPT_URL = 'https://gallery.example.com/embed.js';
    resetEnvCache();
    const html = await renderHtml((await PhotoGalleryFrame({ id: 'x9', ariaLabel: 'Photos', Loader: GalleryLoader }))!);
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Photos"');
  });
});
