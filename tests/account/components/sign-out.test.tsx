import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignOutButton } from '@/components/account/sign-out-button';
import { useSiteSession } from '@/components/shell/site-session';
import { useFavourites } from '@/components/trips/favourites-store';
import { tripStore } from '@/components/trips/trip-store';
import { STORAGE_KEYS } from '@/lib/constants';

// Sign-out on a shared computer: the next person inherits nothing this browser kept for the user
// (docs/SECURITY.md, "Accounts and sessions"). The server action and the network are the boundary; the stores and the shared session cache are real.

let signedIn = true;
jest.mock('@/components/account/actions', () => ({
  signOutAction: jest.fn(async () => {
    signedIn = false;
  }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const TRIP = { tripId: 7, name: "Kayla's anniversary weekend", createdAt: '2026-01-02T10:00:00.000Z' };

// jsdom has no Response: the stores read only ok, status and json().
function answer(body: unknown, status = 200): Response {
  return { ok: status < 300, status, json: async () => body } as Response;
}

/** The site's answers for a user who is signed in until the sign-out action runs. */
async function site(input: RequestInfo | URL): Promise<Response> {
  const path = new URL(String(input), 'http://localhost').pathname;
  if (path === '/api/auth/session')
    return answer(signedIn ? { user: { id: 'kayla', email: 'kayla@example.com' } } : null);
  if (path === '/api/session')
    return answer(signedIn ? { signedIn: true, firstTrips: [TRIP] } : { signedIn: false, firstTrips: [] });
  if (path === '/api/favourites') return signedIn ? answer({ ids: [3, 5] }) : answer({}, 401);
  if (path === '/api/trips') return signedIn ? answer({ trips: [TRIP] }) : answer({}, 401);
  throw new Error(`unexpected fetch ${path}`);
}

/** What the next person would see: the header's trips, the favourites, and the trip store. */
function WhatTheBrowserShows() {
  const session = useSiteSession();
  const favourites = useFavourites();
  return (
    <>
      <p data-testid="header-trips">{session.firstTrips.map((t) => t.name).join(', ')}</p>
      <p data-testid="favourites">{favourites.ids.join(', ')}</p>
      <SignOutButton />
    </>
  );
}

beforeEach(() => {
  global.fetch = jest.fn(site) as typeof fetch;
  window.localStorage.setItem(STORAGE_KEYS.favorites, '[3,5]');
  window.localStorage.setItem(STORAGE_KEYS.user, '{"email":"kayla@example.com"}');
});

test('signing out forgets the favourites, the trip list and the cached answers this browser kept', async () => {
  await tripStore().load();
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.myTrips)!).trips).toEqual([TRIP]);
  render(<WhatTheBrowserShows />);
  expect(await screen.findByText(TRIP.name)).toBeInTheDocument();
  expect(screen.getByTestId('favourites')).toHaveTextContent('3, 5');

  await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

  await waitFor(() => expect(screen.getByTestId('header-trips')).toBeEmptyDOMElement());
  expect(screen.getByTestId('favourites')).toBeEmptyDOMElement();
  expect(window.localStorage.getItem(STORAGE_KEYS.favorites)).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.myTrips)).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  expect(tripStore().getState()).toMatchObject({ status: 'idle', trips: [] });
});
