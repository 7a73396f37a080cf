import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RecordImage } from '@/components/content/record-image';
import { pictureFor } from '@/lib/media/picture';

const MEDIA = 'http://127.0.0.1:3281/';
const BLUR = 'data:image/webp;base64,UklGRg==';

function photo(field: string, transforms?: 'cdn') {
  const picture = pictureFor(field, { base: MEDIA, transforms });
  if (!picture) throw new Error('no picture');
  return picture;
}

describe('RecordImage', () => {
  it('serves a record photo from MEDIA_BASE_URL in several widths through the optimizer', () => {
    render(<RecordImage picture={photo('photos/dune.jpg')} alt="A sand dune" box="card" blurDataURL={BLUR} />);
    const image = screen.getByRole('img', { name: 'A sand dune' });
    const srcset = image.getAttribute('srcset') ?? '';
    expect(srcset).toContain(`/_next/image?url=${encodeURIComponent(`${MEDIA}photos/dune.jpg`)}`);
    expect(srcset.split(', ').length).toBeGreaterThan(3);
    expect(srcset).toMatch(/ 640w/);
    expect(image).toHaveAttribute('sizes', expect.stringContaining('100vw'));
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a blurred copy of the photo until it lands', () => {
    // jsdom drops the blurred background from the style; the server's markup carries it.
    const html = renderToStaticMarkup(
      <RecordImage picture={photo('photos/dune.jpg')} alt="A sand dune" box="card" blurDataURL={BLUR} />,
    );
    expect(html).toMatch(/background-image:url\(&quot;data:image\/svg\+xml[^"]*feGaussianBlur/);
    expect(html).toContain(BLUR);
  });

  it('loads only the lead picture at once and first', () => {
    render(<RecordImage picture={photo('photos/dune.jpg')} alt="Lead" box="lead" priority />);
    const image = screen.getByRole('img', { name: 'Lead' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '480');
  });

  it("asks the source's own CDN for each width when transforms are configured", () => {
    render(<RecordImage picture={photo('https://cdn.buttercms.com/AbC123', 'cdn')} alt="Butter" box="card" />);
    const srcset = screen.getByRole('img', { name: 'Butter' }).getAttribute('srcset') ?? '';
    expect(srcset).toContain(
      'https://cdn.buttercms.com/resize=width:640/quality=value:75/auto_image/compress/AbC123 640w',
    );
    render(<RecordImage picture={photo('photos/dune.jpg', 'cdn')} alt="Media CDN" box="card" />);
    expect(screen.getByRole('img', { name: 'Media CDN' }).getAttribute('srcset')).toContain(
      `${MEDIA}photos/dune.jpg?w=640&q=75&auto=format 640w`,
    );
  });

  it('keeps the SVG illustration, as it is, when a record has no photo', () => {
    const picture = pictureFor('/images/experiences/beaches.svg', { base: MEDIA });
    expect(picture).toEqual({ kind: 'illustration', src: '/images/experiences/beaches.svg' });
    render(<RecordImage picture={picture!} alt="" box="card" />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/images/experiences/beaches.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('draws nothing for a record with no image field', () => {
    expect(pictureFor(null)).toBeNull();
    expect(pictureFor('  ')).toBeNull();
  });
});
