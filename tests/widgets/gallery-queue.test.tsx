import { render } from '@testing-library/react';
import { useGalleryQueue, type GalleryQueue } from '@/components/content/gallery-loader';

// docs/SPEC.md section 9 (Gallery queue poll: 300 ms), as a literal.
const GALLERY_QUEUE_POLL_MS = 300;

type GalleryWindow = Window & { galleryQueue?: GalleryQueue };

function Probe({ id }: { id: string }) {
  useGalleryQueue(id, 'night');
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  delete (window as GalleryWindow).galleryQueue;
  jest.useRealTimers();
});

describe('gallery queue polling', () => {
  it('polls every 300 ms until the script exposes its queue, hands the gallery over once, then stops', () => {
    render(<Probe id="g1" />);
    jest.advanceTimersByTime(GALLERY_QUEUE_POLL_MS * 3);
    const entries: unknown[] = [];
    (window as GalleryWindow).galleryQueue = { push: (entry) => entries.push(entry) };
    jest.advanceTimersByTime(GALLERY_QUEUE_POLL_MS - 1);
    expect(entries).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entries).toEqual([{ id: 'g1', theme: 'night' }]);
    jest.advanceTimersByTime(GALLERY_QUEUE_POLL_MS * 10);
    expect(entries).toHaveLength(1);
  });

  it('stops polling when the gallery leaves the page', () => {
    const { unmount } = render(<Probe id="g2" />);
    unmount();
    const entries: unknown[] = [];
    (window as GalleryWindow).galleryQueue = { push: (entry) => entries.push(entry) };
    jest.advanceTimersByTime(GALLERY_QUEUE_POLL_MS * 5);
    expect(entries).toHaveLength(0);
  });
});
