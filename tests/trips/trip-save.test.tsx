import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetFetchedValues } from '@/components/shell/fetched-value';
import { TripEditor } from '@/components/trips/trip-editor';
import { message } from '@/tests/support/intl';

const t = message('en', 'tripEditor');

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

// The trip editor's save as a traveller meets it when the trip was saved meanwhile (another tab,
// a fellow planner): changes to different things merge and save by themselves; a real clash asks,
// naming the place, the field and who changed it; reloading never asks "Leave site?".

const point = { lat: 33.52, long: -86.8, city: 'Birmingham', state: 'AL' };
const routing = { begin: point, end: { ...point, city: 'Anniston' } };
const stops = [
  { slug: 'vulcan-park-and-museum', name: 'Vulcan Park and Museum', lat: 33.49, lng: -86.8, show: true, locked: false },
  { slug: 'cheaha-state-park', name: 'Cheaha State Park', lat: 33.48, lng: -85.81, show: true, locked: false, day: 2 },
];
const tripInfo = stops.map((s) => ({
  locationId: s.slug,
  show: true,
  locked: false,
  ...(s.day ? { day: s.day } : {}),
}));
const trip = {
  tripId: 41,
  name: 'Magic City and the Mountain',
  routing,
  startDate: null,
  endDate: null,
  locations: stops.map((s) => s.slug),
  tripInfo,
  days: [],
  version: 1,
};
const jane = { userId: 'jane', email: 'jane@example.com' };

type Sent = { url: string; method: string; body: Record<string, unknown> | null };

/** The site's API as the browser sees it: the session is the user "me"; each save gets the next answer in turn. */
function serve(answers: { status: number; body: unknown }[]): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (String(url) === '/api/auth/session') {
      const session = { user: { id: 'me', email: 'me@example.com' } };
      return { ok: true, status: 200, json: async () => session } as Response;
    }
    sent.push({ url: String(url), method, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
  }) as typeof fetch;
  return sent;
}

const stored = (fields: Record<string, unknown>) => ({ ...trip, tripId: 41, owner: 'me', ...fields });

beforeEach(() => {
  // No Cache Storage in jsdom: an empty one, so the offline queue finds nothing queued.
  const cache = { match: async () => undefined, delete: async () => true, put: async () => undefined };
  Object.assign(window, { caches: { open: async () => cache, has: async () => false, keys: async () => [] } });
});

function renderEditor() {
  // Each render starts with no session fetched, as a fresh page would.
  resetFetchedValues();
  return render(<TripEditor trip={trip} stops={stops} canDelete={false} afterDelete="/" />);
}

/** Whether leaving the page now would raise the browser's "Leave site?" prompt. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

it('a stop moved here and a rename saved meanwhile merge and save, with no question, and the editor shows both', async () => {
  const renamed = stored({ name: 'Iron and Stone', version: 2, updatedBy: jane });
  const sent = serve([
    { status: 409, body: { error: { status: 409 }, current: renamed } },
    {
      status: 200,
      body: stored({ name: 'Iron and Stone', locations: [...trip.locations].reverse(), version: 3 }),
    },
  ]);
  const user = userEvent.setup();
  renderEditor();
  // Up once takes it from day 2 to the end of day 1; up again puts it before Vulcan Park.
  await user.click(screen.getByRole('button', { name: t('moveUp', { name: 'Cheaha State Park' }) }));
  await user.click(screen.getByRole('button', { name: t('moveUp', { name: 'Cheaha State Park' }) }));
  expect(leavingAsks()).toBe(true);
  await user.click(screen.getByRole('button', { name: t('save') }));

  await waitFor(() =>
    expect(screen.getByTestId('editor-status')).toHaveTextContent(t('merged', { who: 'jane@example.com' })),
  );
  expect(screen.queryByTestId('save-conflict')).not.toBeInTheDocument();
  expect(sent.map((s) => s.body?.version)).toEqual([1, 2]);
  expect(sent[1]!.body).toMatchObject({
    name: 'Iron and Stone',
    locations: ['cheaha-state-park', 'vulcan-park-and-museum'],
  });
  expect(screen.getByLabelText(t('name'))).toHaveValue('Iron and Stone');
  expect(leavingAsks()).toBe(false);
});

it('a real clash names the place, the field and who changed it, and saves the choice made for each', async () => {
  const theirs = stored({
    name: 'Their name',
    tripInfo: [tripInfo[0], { ...tripInfo[1], day: 3 }],
    version: 2,
    updatedBy: jane,
  });
  const sent = serve([
    { status: 409, body: { error: { status: 409 }, current: theirs } },
    { status: 200, body: stored({ name: 'My name', locations: ['vulcan-park-and-museum'], version: 3 }) },
  ]);
  const user = userEvent.setup();
  renderEditor();
  await user.clear(screen.getByLabelText(t('name')));
  await user.type(screen.getByLabelText(t('name')), 'My name');
  await user.click(screen.getByRole('button', { name: t('remove', { name: 'Cheaha State Park' }) }));
  await user.click(screen.getByRole('button', { name: t('save') }));

  const conflict = await screen.findByTestId('save-conflict');
  expect(within(conflict).getByRole('heading', { name: t('conflictTitle') })).toHaveFocus();
  expect(
    within(conflict).getByRole('group', {
      name: 'Trip: name — you chose “My name”, jane@example.com chose “Their name”',
    }),
  ).toBeInTheDocument();
  const stop = within(conflict).getByRole('group', {
    name: 'Cheaha State Park: you removed it, jane@example.com changed its day',
  });
  await user.click(within(stop).getByRole('radio', { name: t('clashTakeTheirs') }));
  await user.click(within(conflict).getByRole('button', { name: t('conflictSaveChoices') }));

  await waitFor(() => expect(screen.getByTestId('editor-status')).toHaveTextContent(t('saved')));
  expect(sent[1]!.body).toMatchObject({
    version: 2,
    name: 'My name',
    locations: ['vulcan-park-and-museum', 'cheaha-state-park'],
    tripInfo: [tripInfo[0], { ...tripInfo[1], day: 3 }],
  });
});

it('"Save mine over theirs" keeps their changes to other things', async () => {
  const theirs = stored({ name: 'Their name', startDate: '2027-05-01', version: 2, updatedBy: jane });
  const sent = serve([
    { status: 409, body: { error: { status: 409 }, current: theirs } },
    { status: 200, body: stored({ name: 'My name', startDate: '2027-05-01', version: 3 }) },
  ]);
  const user = userEvent.setup();
  renderEditor();
  await user.clear(screen.getByLabelText(t('name')));
  await user.type(screen.getByLabelText(t('name')), 'My name');
  await user.click(screen.getByRole('button', { name: t('save') }));
  await user.click(await screen.findByRole('button', { name: t('conflictOverwrite') }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]!.body).toMatchObject({ name: 'My name', startDate: '2027-05-01', version: 2 });
});

it('"Reload their version" never raises the leave-page prompt', async () => {
  serve([{ status: 409, body: { error: { status: 409 }, current: stored({ name: 'Theirs', version: 2 }) } }]);
  const user = userEvent.setup();
  renderEditor();
  await user.clear(screen.getByLabelText(t('name')));
  await user.type(screen.getByLabelText(t('name')), 'Mine');
  await user.click(screen.getByRole('button', { name: t('save') }));
  const conflict = await screen.findByTestId('save-conflict');
  expect(within(conflict).getByText(/someone else saved changes/)).toBeInTheDocument();
  expect(leavingAsks()).toBe(true);
  // jsdom cannot reload; the guard is what is tested: it must be off by the time reload() runs.
  const noNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(within(conflict).getByRole('button', { name: t('conflictReload') }));
  expect(leavingAsks()).toBe(false);
  noNavigation.mockRestore();
});

it('a save meanwhile from the same traveller’s other tab is called that', async () => {
  const renamed = stored({ name: 'Iron and Stone', version: 2, updatedBy: { userId: 'me', email: 'me@example.com' } });
  serve([
    { status: 409, body: { error: { status: 409 }, current: renamed } },
    { status: 200, body: stored({ name: 'Iron and Stone', startDate: '2027-05-01', version: 3 }) },
  ]);
  const user = userEvent.setup();
  renderEditor();
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/auth/session', expect.anything()));
  await user.type(screen.getByLabelText(t('startDate')), '2027-05-01');
  await user.click(screen.getByRole('button', { name: t('save') }));
  await waitFor(() => expect(screen.getByTestId('editor-status')).toHaveTextContent(t('mergedSelf')));
});
