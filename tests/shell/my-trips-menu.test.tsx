import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFetchedValues } from '@/components/shell/fetched-value';
import { ACCOUNT_EVENTS } from '@/components/account/events';
import { buildHeaderMenus } from '@/components/shell/menus';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { SessionHeaderNav } from '@/components/shell/session-header-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const menus = buildHeaderMenus({
  regions: [],
  cities: [],
  roadTrips: [{ label: 'Barbecue Trail', href: '/road-trips/3' }],
});
const trips = [1, 2, 3, 4].map((tripId) => ({ tripId, name: `Trip ${tripId}` }));

/** The site's two session endpoints, as the browser would get them (fetch is outside the app). */
function answer(session: unknown, account: unknown) {
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    const body = String(url) === '/api/session' ? session : account;
    return { ok: true, status: 200, json: async () => body } as Response;
  }) as typeof fetch;
}

function renderHeader() {
  // Each render starts with no session fetched, as a fresh page would.
  resetFetchedValues();
  return render(<SessionHeaderNav menus={menus} />);
}

describe('Plan Your Trip on a cached page', () => {
  it("lists a signed-in user's first trips, fetched after hydration, and lets them create a trip", async () => {
    answer({ signedIn: true, firstTrips: trips }, { user: { id: 'u1', email: 'u1@example.com' } });
    const opened: string[] = [];
    const listener = () => opened.push('sign-in');
    window.addEventListener(ACCOUNT_EVENTS['sign-in'], listener);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    for (const trip of trips)
      expect(await screen.findByRole('link', { name: trip.name })).toHaveAttribute('href', `/trip/${trip.tripId}`);
    const create = screen.getByRole('link', { name: SHELL_MESSAGES.createTrip });
    create.addEventListener('click', (event) => event.preventDefault());
    await user.click(create);
    expect(opened).toEqual([]);
    window.removeEventListener(ACCOUNT_EVENTS['sign-in'], listener);
  });

  it('shows no trips to an anonymous visitor, and Create Your Trip opens the login modal', async () => {
    answer({ signedIn: false, firstTrips: [] }, {});
    const opened: string[] = [];
    const listener = () => opened.push('sign-in');
    window.addEventListener(ACCOUNT_EVENTS['sign-in'], listener);
    const user = userEvent.setup();
    renderHeader();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/session', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Plan Your Trip' }));
    expect(screen.queryByRole('link', { name: /^Trip \d/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: SHELL_MESSAGES.createTrip }));
    expect(opened).toEqual(['sign-in']);
    window.removeEventListener(ACCOUNT_EVENTS['sign-in'], listener);
  });
});
