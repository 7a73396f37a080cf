import { message } from '@/tests/support/intl';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERTS_URL, AlertBanners } from '@/components/shell/alert-banners';
import { DISMISSED_ALERTS_KEY } from '@/components/shell/dismissed-alerts';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import type { AlertBanner } from '@/lib/alerts/types';

function alert(n: number, level = 'Advisory'): AlertBanner {
  return {
    id: `a${n}`,
    title: `Alert title ${n}`,
    level,
    message: `<p>Message ${n}</p>`,
    url: null,
    resources: n === 1 ? [{ url: 'https://www.weather.gov', buttonText: 'Forecast' }] : [],
    updatedAt: '2026-05-01T12:00:00Z',
  };
}

const notModified = jest.fn(async () => ({ ok: false, json: async () => null }));
beforeEach(() => {
  global.fetch = notModified as unknown as typeof fetch;
  window.localStorage.clear();
});

describe('alert banners', () => {
  it('takes the current set from the alerts service after rendering the server one', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => [alert(7), alert(8)],
    })) as unknown as typeof fetch;
    render(<AlertBanners alerts={[alert(1)]} />);
    expect(await screen.findByText('Alert 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alert title 7' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(ALERTS_URL, expect.anything());
  });

  it('cycles with Next and wraps to the first, reading "Alert n of total"', async () => {
    const user = userEvent.setup();
    render(<AlertBanners alerts={[alert(1), alert(2), alert(3)]} />);
    expect(screen.getByText('Alert 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alert title 1' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: SHELL_MESSAGES.nextAlert });
    await user.click(next);
    expect(screen.getByText('Alert 2 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Alert 3 of 3')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('Alert 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Message 1')).toBeInTheDocument();
  });

  it('shows resources as buttons and a single alert without the counter', async () => {
    render(<AlertBanners alerts={[alert(1)]} />);
    await userEvent.click(screen.getByRole('button', { name: SHELL_MESSAGES.alertMore }));
    expect(screen.getByRole('link', { name: 'Forecast' })).toHaveAttribute('href', 'https://www.weather.gov');
    expect(screen.queryByText(/Alert 1 of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHELL_MESSAGES.nextAlert })).not.toBeInTheDocument();
  });

  it('marks a State of Emergency visibly apart from other levels', () => {
    const emergency = render(<AlertBanners alerts={[alert(1, 'State of Emergency')]} />);
    expect(emergency.container.querySelector('section')).toHaveAttribute('data-level', 'emergency');
    expect(screen.getByText(SHELL_MESSAGES.emergencyTag).tagName).toBe('STRONG');
    emergency.unmount();
    const advisory = render(<AlertBanners alerts={[alert(1, 'Advisory')]} />);
    expect(advisory.container.querySelector('section')).toHaveAttribute('data-level', 'standard');
  });

  it('is one line until Details opens the message, a real disclosure button', async () => {
    const user = userEvent.setup();
    render(<AlertBanners alerts={[alert(1)]} />);
    const details = screen.getByRole('button', { name: SHELL_MESSAGES.alertMore });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Message 1')).not.toBeVisible();
    await user.click(details);
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.alertLess })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Message 1')).toBeVisible();
    expect(document.getElementById(details.getAttribute('aria-controls')!)).toContainElement(
      screen.getByText('Message 1'),
    );
  });

  it('dismisses an alert and remembers it by id and update time, until the alert is updated', async () => {
    const user = userEvent.setup();
    const first = render(<AlertBanners alerts={[alert(1), alert(2)]} />);
    await user.click(
      screen.getByRole('button', { name: message('en', 'shell')('alertDismiss', { title: 'Alert title 1' }) }),
    );
    expect(screen.getByRole('heading', { name: 'Alert title 2' })).toBeInTheDocument();
    expect(screen.queryByText(/Alert \d of/)).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_KEY)!)).toEqual(['a1@2026-05-01T12:00:00Z']);
    first.unmount();

    const again = render(<AlertBanners alerts={[alert(1), alert(2)]} />);
    expect(screen.queryByRole('heading', { name: 'Alert title 1' })).not.toBeInTheDocument();
    again.unmount();

    render(<AlertBanners alerts={[{ ...alert(1), updatedAt: '2026-06-01T08:00:00Z' }, alert(2)]} />);
    expect(screen.getByRole('heading', { name: 'Alert title 1' })).toBeInTheDocument();
    expect(screen.getByText('Alert 1 of 2')).toBeInTheDocument();
  });

  it('ignores a malformed or tampered dismissal list and keeps it short', async () => {
    window.localStorage.setItem(DISMISSED_ALERTS_KEY, '{"a1@2026-05-01T12:00:00Z":true}');
    const { unmount } = render(<AlertBanners alerts={[alert(1)]} />);
    expect(screen.getByRole('heading', { name: 'Alert title 1' })).toBeInTheDocument();
    unmount();
    window.localStorage.setItem(
      DISMISSED_ALERTS_KEY,
      JSON.stringify([...Array.from({ length: 50 }, (_, i) => `old${i}@x`), 42]),
    );
    render(<AlertBanners alerts={[alert(1)]} />);
    await userEvent.click(
      screen.getByRole('button', { name: message('en', 'shell')('alertDismiss', { title: 'Alert title 1' }) }),
    );
    const kept = JSON.parse(window.localStorage.getItem(DISMISSED_ALERTS_KEY)!) as unknown[];
    expect(kept.length).toBeLessThanOrEqual(20);
    expect(kept).toContain('a1@2026-05-01T12:00:00Z');
    expect(kept.every((key) => typeof key === 'string')).toBe(true);
  });

  it('renders nothing once every alert is dismissed', async () => {
    const { container } = render(<AlertBanners alerts={[alert(1)]} />);
    await userEvent.click(
      screen.getByRole('button', { name: message('en', 'shell')('alertDismiss', { title: 'Alert title 1' }) }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing without alerts', () => {
    const { container } = render(<AlertBanners alerts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
