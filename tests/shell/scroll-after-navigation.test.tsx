import { act, render } from '@testing-library/react';
import { ScrollAfterNavigation } from '@/components/shell/scroll-after-navigation';

// docs/SPEC.md section 9 (Post-navigation scroll: wait 700 ms, 200 px offset), as literals: changing the code's constants must fail this test.
const POST_NAVIGATION_SCROLL_DELAY_MS = 700;
const POST_NAVIGATION_SCROLL_OFFSET_PX = 200;

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

describe('scroll after navigation', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.history.replaceState(null, '', '/');
    pathname = '/';
  });
  afterEach(() => jest.useRealTimers());

  it('waits 700 ms after a navigation, then scrolls to the top', () => {
    const { rerender } = render(<ScrollAfterNavigation />);
    expect(scrollTo).not.toHaveBeenCalled();
    pathname = '/road-trips';
    rerender(<ScrollAfterNavigation />);
    act(() => jest.advanceTimersByTime(POST_NAVIGATION_SCROLL_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('scrolls to the hash target less a 200 px offset', () => {
    const target = document.createElement('section');
    target.id = 'brochures';
    target.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
    document.body.appendChild(target);
    window.history.replaceState(null, '', '/travel-guides#brochures');
    pathname = '/travel-guides';
    render(<ScrollAfterNavigation />);
    act(() => jest.advanceTimersByTime(POST_NAVIGATION_SCROLL_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 900 - POST_NAVIGATION_SCROLL_OFFSET_PX }));
    target.remove();
  });
});
