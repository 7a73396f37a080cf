import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { heroPictures } from '@/components/home/hero-pictures';
import { HERO_MESSAGES, HOME_MESSAGES } from '@/lib/home/messages';
import { YOUTUBE_EMBED } from '@/components/home/hero-slide';
import type { Banner } from '@/lib/content/types';
import { reshapeBanners } from '@/lib/content/reshape';

// docs/SPEC.md section 9 (Carousel interval: 6000 ms), as a literal: changing the code's constant must fail this test.
const CAROUSEL_INTERVAL_MS = 6000;

const banner = (over: Partial<Banner>): Banner => ({
  type: 'image',
  mediaId: 'm',
  image: '/images/home/gulf-shores-beach.svg',
  imageAlt: 'alt',
  video: '',
  description: 'A description',
  location: 'Gulf Shores',
  locationLink: '/experience-alabama/beaches',
  credit: '',
  ...over,
});

const slides = [
  banner({ mediaId: 'one', imageAlt: 'First slide', credit: 'Jane Doe' }),
  banner({ mediaId: 'two', imageAlt: 'Second slide', type: 'youtube', location: 'Selma' }),
  banner({ mediaId: 'three', imageAlt: 'Third slide', type: '360', location: 'Fort Payne' }),
];

function activeIndex(container: HTMLElement) {
  return container.querySelector('section')!.getAttribute('data-index');
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('hero carousel', () => {
  it('fades to the next slide every 6000 ms and wraps to the first', () => {
    const { container } = render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} />);
    expect(activeIndex(container)).toBe('0');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(activeIndex(container)).toBe('0');
    act(() => jest.advanceTimersByTime(1));
    expect(activeIndex(container)).toBe('1');
    expect(container.querySelector('section')).toHaveAttribute('data-sliding', 'true');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(activeIndex(container)).toBe('0');
  });

  it('pauses while hovered or focused, and by its pause button', () => {
    const { container } = render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} />);
    const section = container.querySelector('section')!;
    fireEvent.mouseEnter(section);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(activeIndex(container)).toBe('0');
    fireEvent.mouseLeave(section);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(activeIndex(container)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: HERO_MESSAGES.pause }));
    fireEvent.blur(screen.getByRole('button', { name: HERO_MESSAGES.play }));
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeIndex(container)).toBe('1');
  });

  it('shows the location link, "by {credit}" and the optional heading', () => {
    render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} heading={HOME_MESSAGES.heroHeading} />);
    expect(screen.getByRole('heading', { name: 'take it all in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gulf Shores' })).toHaveAttribute('href', '/experience-alabama/beaches');
    expect(screen.getByText('by Jane Doe')).toBeInTheDocument();
  });

  it('shows Play Video on YouTube and 360 slides, and only YouTube starts playing', () => {
    const { container } = render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} />);
    const plays = container.querySelectorAll('button');
    const playButtons = [...plays].filter((b) => b.textContent === HERO_MESSAGES.playVideo);
    expect(playButtons).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: HERO_MESSAGES.next }));
    fireEvent.click(playButtons[0]!);
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', expect.stringContaining(`${YOUTUBE_EMBED}/two`));
    fireEvent.click(screen.getByRole('button', { name: HERO_MESSAGES.next }));
    fireEvent.click(playButtons[1]!);
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
  });

  it('picks the slide kind by a case-insensitive type and drops unknown types', () => {
    const parsed = reshapeBanners([
      { type: 'YouTube', media_id: 'abc' },
      { type: 'VIDEO', media_id: 'v', video: '/v.mp4', image: '/p.svg' },
      { type: '360', media_id: 'x' },
      { type: 'Image', media_id: 'i' },
      { type: 'gif', media_id: 'nope' },
    ]);
    expect(parsed.map((b) => b.type)).toEqual(['youtube', 'video', '360', 'image']);
    const { container } = render(<HeroCarousel banners={parsed} pictures={heroPictures(parsed)} />);
    expect(container.querySelector('[data-type="video"] video')).toHaveAttribute('src', '/v.mp4');
  });

  it('accepts a single banner instead of a list', () => {
    const { container } = render(
      <HeroCarousel
        banners={banner({ imageAlt: 'Only slide' })}
        pictures={heroPictures(banner({ imageAlt: 'Only slide' }))}
      />,
    );
    expect(screen.getByAltText('Only slide')).toBeInTheDocument();
    expect(container.querySelector('[aria-label="Next slide"]')).toBeNull();
    expect(reshapeBanners({ type: 'image', media_id: 'solo' })).toHaveLength(1);
  });

  it('never advances by itself for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} />);
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(activeIndex(container)).toBe('0');
    expect(screen.queryByRole('button', { name: HERO_MESSAGES.pause })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: HERO_MESSAGES.next }));
    expect(activeIndex(container)).toBe('1');
  });
});
