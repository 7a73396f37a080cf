import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextDecoder, TextEncoder } from 'node:util';
import { RoadTripActions, ROAD_TRIP_TEXT as T } from '@/components/road-trips/road-trip-actions';
import { intlWrapper, message } from '../support/intl';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/components/account/use-session-user', () => ({
  useSessionUser: () => ({ status: 'signed-in', userId: 'me', email: 'me@example.com' }),
}));

// "Save as my trip" on a road trip the traveller saved before asks instead of making a twin.

const roadTrip = {
  id: 12,
  name: 'Civil Rights Trail',
  days: 3,
  stops: [
    {
      slug: 'sixteenth-street-baptist-church',
      name: '16th Street Baptist Church',
      city: 'Birmingham',
      lat: 33.52,
      lng: -86.81,
    },
    { slug: 'edmund-pettus-bridge', name: 'Edmund Pettus Bridge', city: 'Selma', lat: 32.4, lng: -87.02 },
  ],
};

function serve(answers: { status: number; body: unknown }[]) {
  const sent: { url: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift()!;
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return sent;
}

const already = {
  error: { status: 409, message: T.savedAlready, field: 'copy' },
  existing: { tripId: 7, name: 'Civil Rights Trail' },
  copyName: 'Civil Rights Trail (2)',
};

beforeEach(() => push.mockClear());

it('a road trip saved already asks, and "Open my saved trip" opens it without saving another', async () => {
  const sent = serve([{ status: 409, body: already }]);
  const user = userEvent.setup();
  render(<RoadTripActions trip={roadTrip} />);
  await user.click(screen.getByRole('button', { name: T.save }));
  const notice = await screen.findByTestId('saved-already');
  expect(within(notice).getByRole('heading', { name: 'You saved this road trip already.' })).toHaveFocus();
  await user.click(within(notice).getByRole('button', { name: 'Open my saved trip' }));
  expect(push).toHaveBeenCalledWith('/trip/7');
  expect(sent).toEqual([{ url: '/api/road-trips/12/save', body: {} }]);
});

it('"Save a copy" saves one under the new name offered, or the one typed, and opens it', async () => {
  const sent = serve([
    { status: 409, body: already },
    { status: 201, body: { tripId: 9, name: 'Civil Rights Trail (2)' } },
  ]);
  const user = userEvent.setup();
  render(<RoadTripActions trip={roadTrip} />);
  await user.click(screen.getByRole('button', { name: T.save }));
  const name = await screen.findByLabelText('Name of the copy');
  expect(name).toHaveValue('Civil Rights Trail (2)');
  await user.clear(name);
  await user.type(name, 'Civil Rights Trail with the kids');
  await user.click(screen.getByRole('button', { name: 'Save a copy' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/edit-trip?id=9'));
  expect(sent[1]).toEqual({
    url: '/api/road-trips/12/save',
    body: { copy: true, name: 'Civil Rights Trail with the kids' },
  });
});

it('a first save goes straight to the new trip', async () => {
  serve([{ status: 201, body: { tripId: 3, name: 'Civil Rights Trail' } }]);
  const user = userEvent.setup();
  render(<RoadTripActions trip={roadTrip} />);
  await user.click(screen.getByRole('button', { name: T.save }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/edit-trip?id=3'));
  expect(screen.queryByTestId('saved-already')).not.toBeInTheDocument();
});

it('a Spanish page downloads the road trip calendar in Spanish, its times as Spanish writes them', async () => {
  const files: Blob[] = [];
  URL.createObjectURL = jest.fn((file: Blob) => {
    files.push(file);
    return 'blob:calendar';
  });
  URL.revokeObjectURL = jest.fn();
  // jsdom has no TextEncoder or TextDecoder, which the calendar writer uses in a real browser.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const es = message('es', 'roadTripActions');
  const user = userEvent.setup();
  render(<RoadTripActions trip={roadTrip} />, { wrapper: intlWrapper('es') });
  await user.type(screen.getByLabelText(es('firstDay')), '2027-05-14');
  await user.click(screen.getByRole('button', { name: es('ics') }));
  await waitFor(() => expect(files).toHaveLength(1));
  const read = new FileReader();
  const text = new Promise<string>((resolve) => read.addEventListener('load', () => resolve(String(read.result))));
  read.readAsText(files[0]!);
  const calendar = (await text).replace(/\r\n /g, '');
  const planner = message('es', 'tripPlanner');
  // The first stop's description, as the Spanish planner words it (a calendar escapes commas).
  const stop = planner('icsStop', { trip: roadTrip.name, day: 1, n: 1, count: 1 }).replace(/,/g, '\\,');
  expect(calendar).toContain(`DESCRIPTION:${stop}`);
  expect(calendar).toMatch(/\d:\d\d [ap]\. ?m\./);
  expect(calendar).not.toMatch(/\d:\d\d (AM|PM)/);
});
