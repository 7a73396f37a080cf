import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CRISIS_URL, CrisisBanner } from '@/components/shell/crisis-banner';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import type { CrisisAlert } from '@/lib/alerts/types';

// docs/SPEC.md section 9 (Crisis alert refresh: 3600000 ms), as a literal: changing the code's constant must fail this test.
const CRISIS_ALERT_REFRESH_MS = 3_600_000;

const crisis = (updated_at: string, message = '<p>Hurricane warning for Baldwin County</p>'): CrisisAlert => ({
  id: 1,
  site_type: 'travel',
  message,
  message_type: 'Hurricane',
  updated_at,
});

const realFetch = global.fetch;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  global.fetch = realFetch;
});

describe('crisis banner', () => {
  it('collapses, remembers it in crisisManager, and a newer alert reopens it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<CrisisBanner initial={crisis('2026-05-01T10:00:00Z')} />);
    await user.click(screen.getByRole('button', { name: SHELL_MESSAGES.crisisCollapse }));
    expect(screen.getByText('Hurricane warning for Baldwin County')).not.toBeVisible();
    expect(JSON.parse(window.localStorage.getItem('crisisManager')!)).toMatchObject({ collapsed: true });
    unmount();

    const again = render(<CrisisBanner initial={crisis('2026-05-01T10:00:00Z')} />);
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.crisisExpand })).toHaveAttribute('aria-expanded', 'false');
    again.unmount();

    render(<CrisisBanner initial={crisis('2099-01-01T00:00:00Z')} />);
    expect(screen.getByRole('button', { name: SHELL_MESSAGES.crisisCollapse })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('refreshes from the alerts service every hour', async () => {
    jest.useFakeTimers();
    const fetchMock = jest.fn(async () => ({
      ok: true,
      json: async () => crisis('2026-05-02T10:00:00Z', '<p>Roads reopened</p>'),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<CrisisBanner initial={crisis('2026-05-01T10:00:00Z')} />);
    await act(async () => {
      jest.advanceTimersByTime(CRISIS_ALERT_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledWith(CRISIS_URL, expect.anything());
    expect(await screen.findByText('Roads reopened')).toBeInTheDocument();
    jest.useRealTimers();
  });
});
