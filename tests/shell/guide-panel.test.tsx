import { message } from '@/tests/support/intl';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { GuidePanel, OPEN_GUIDE_PANEL_EVENT } from '@/components/shell/guide-panel';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { mayShowGuideModal, parseDismissal } from '@/lib/guide-modal/rules';

// docs/SPEC.md section 9, as literals: changing the code's constants must fail this test.
const GUIDE_MODAL_REPEAT_MS = 30_000; // Guide modal repeat: 30 s
const GUIDE_MODAL_NO_THANKS_REPEAT_MS = 604_800_000; // or 7 days after no thanks
const GUIDE_PANEL_INACTIVITY_MS = 30_000; // Inactivity before guide panel: 30000 ms

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const T0 = Date.UTC(2026, 4, 1, 12);

describe('guide modal rules', () => {
  it('never shows on /travel-guides', () => {
    expect(mayShowGuideModal('/travel-guides', T0, null)).toBe(false);
    expect(mayShowGuideModal('/road-trips', T0, null)).toBe(true);
  });

  it('does not show again on the path it was last dismissed on', () => {
    expect(
      mayShowGuideModal('/articles', T0 + GUIDE_MODAL_NO_THANKS_REPEAT_MS * 2, {
        date: T0,
        path: '/articles',
        noThanks: false,
      }),
    ).toBe(false);
  });

  it('reappears on another path after 30 s, or after 7 days following no thanks', () => {
    const closed = { date: T0, path: '/', noThanks: false };
    expect(mayShowGuideModal('/articles', T0 + GUIDE_MODAL_REPEAT_MS - 1, closed)).toBe(false);
    expect(mayShowGuideModal('/articles', T0 + GUIDE_MODAL_REPEAT_MS, closed)).toBe(true);
    const noThanks = { ...closed, noThanks: true };
    expect(mayShowGuideModal('/articles', T0 + GUIDE_MODAL_REPEAT_MS, noThanks)).toBe(false);
    expect(mayShowGuideModal('/articles', T0 + GUIDE_MODAL_NO_THANKS_REPEAT_MS, noThanks)).toBe(true);
  });

  it('ignores a malformed stored dismissal', () => {
    expect(parseDismissal('{"date":"soon"}')).toBeNull();
    expect(parseDismissal('not json')).toBeNull();
  });
});

describe('guide panel', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    pathname = '/';
  });
  afterEach(() => jest.useRealTimers());

  const panel = () => screen.queryByRole('dialog', { name: 'Get the guide' });
  const renderPanel = () =>
    render(
      <GuidePanel heading="Get the guide">
        <a href="/vacation-guide">Order</a>
      </GuidePanel>,
    );

  it('opens after 30 s of inactivity, and activity restarts the count', () => {
    renderPanel();
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS - 1000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS - 1000));
    expect(panel()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(panel()).toBeInTheDocument();
  });

  it('Esc closes it and records the dismissal with date, path and noThanks', () => {
    pathname = '/road-trips';
    renderPanel();
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS));
    fireEvent.keyDown(panel()!, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('guideModal')!)).toEqual({
      date: T0 + GUIDE_PANEL_INACTIVITY_MS,
      path: '/road-trips',
      noThanks: false,
    });
  });

  it('records no thanks and then stays closed on the same path', () => {
    renderPanel();
    act(() => window.dispatchEvent(new Event(OPEN_GUIDE_PANEL_EVENT)));
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.guidePanelNoThanks }));
    expect(JSON.parse(window.localStorage.getItem('guideModal')!)).toMatchObject({ path: '/', noThanks: true });
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS * 3));
    expect(panel()).not.toBeInTheDocument();
  });

  it('never opens by itself on /travel-guides, but the tab still opens it elsewhere by hand', () => {
    pathname = '/travel-guides';
    const { unmount } = renderPanel();
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS * 2));
    expect(panel()).not.toBeInTheDocument();
    unmount();
    pathname = '/articles';
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.guideTab }));
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.guidePanelClose })).toHaveFocus();
  });

  it('opening by itself announces the panel and leaves focus where the visitor was', () => {
    renderPanel();
    const reading = document.createElement('button');
    reading.textContent = 'Where I was';
    document.body.append(reading);
    reading.focus();
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS));
    expect(panel()).toBeInTheDocument();
    expect(panel()).not.toHaveAttribute('aria-modal', 'true');
    expect(reading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      message('en', 'shell')('guidePanelAnnounced', { heading: 'Get the guide' }),
    );
    fireEvent.keyDown(reading, { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    expect(reading).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    reading.remove();
  });

  it('opened by itself, the tab then moves focus into it as a modal dialog', () => {
    renderPanel();
    act(() => jest.advanceTimersByTime(GUIDE_PANEL_INACTIVITY_MS));
    fireEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.guideTab }));
    expect(panel()).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.guidePanelClose })).toHaveFocus();
  });
});
