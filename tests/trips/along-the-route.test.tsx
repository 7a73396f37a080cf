import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { AlongTheRoute, type AlongRoutePlace } from '@/components/trips/along-the-route';
import { message } from '@/tests/support/intl';

const t = message('en', 'tripAlong');

const day = [
  { lat: 33.5207, lng: -86.8025 },
  { lat: 32.3668, lng: -86.3 },
];
const place = (over: Partial<AlongRoutePlace>): AlongRoutePlace => ({
  id: 1,
  slug: 'peach-park',
  name: 'Peach Park',
  kind: 'eat',
  city: 'Clanton',
  lat: 32.821,
  lng: -86.627,
  detourMinutes: 14,
  insertAfter: 0,
  miles: 0.5,
  ...over,
});
const peachPark = place({});
const chrisHotDogs = place({
  id: 2,
  slug: 'chris-hot-dogs',
  name: 'Chris’ Hot Dogs',
  city: 'Montgomery',
  detourMinutes: 13,
});
const redmont = place({
  id: 3,
  slug: 'the-redmont-hotel',
  name: 'The Redmont Hotel',
  kind: 'stay',
  city: 'Birmingham',
});

type Reply = { status?: number; places?: AlongRoutePlace[] } | Error;
let replies: Reply[];
type FakeResponse = { ok: boolean; status: number; json: () => Promise<{ places: AlongRoutePlace[] }> };
// The network boundary: each call takes the next reply.
const fetchMock = jest.fn<Promise<FakeResponse>, [url: string, init?: RequestInit]>(async () => {
  const reply = replies.shift() ?? { places: [] };
  if (reply instanceof Error) throw reply;
  const status = reply.status ?? 200;
  return { ok: status < 400, status, json: async () => ({ places: reply.places ?? [] }) };
});
beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const lastQuery = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost').searchParams;

function renderPanel(props: Partial<Parameters<typeof AlongTheRoute>[0]> = {}) {
  const onAdd = jest.fn();
  const view = render(
    <AlongTheRoute day={2} points={day} excludeSlugs={['gus-s-hot-dogs']} onAdd={onAdd} {...props} />,
  );
  return { onAdd, ...view };
}
const open = () => userEvent.click(screen.getByRole('button', { name: t('toggle', { day: 2 }) }));

describe('Along the way', () => {
  it('starts closed and asks for nothing until it is opened', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Find places along day 2’s route' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('heading', { name: t('heading') })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the places to eat within 10 miles of the day’s route, with town and detour, and announces them', async () => {
    replies = [{ places: [chrisHotDogs, peachPark] }];
    renderPanel();
    await open();
    expect(screen.getByRole('button', { name: t('toggle', { day: 2 }) })).toHaveAttribute('aria-expanded', 'true');
    const query = lastQuery();
    expect(Object.fromEntries(query)).toEqual({
      points: '33.5207,-86.8025;32.3668,-86.3',
      miles: '10',
      kind: 'eat',
      exclude: 'gus-s-hot-dogs',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 places to eat within 10 miles of day 2’s route, the shortest detours first.',
    );
    const items = within(screen.getByRole('list', { name: t('heading') })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Chris’ Hot Dogs');
    expect(items[0]).toHaveTextContent('Montgomery');
    expect(items[0]).toHaveTextContent('+13 min');
    expect(items[1]).toHaveTextContent('Peach ParkClanton · 0.5 mi off the route+14 min');
  });

  it('adds a place to the day after the point it fits, says so, and moves focus to the next place', async () => {
    replies = [{ places: [peachPark, chrisHotDogs] }];
    const { onAdd } = renderPanel();
    await open();
    const add = await screen.findByRole('button', { name: 'Add to day 2 (Peach Park)' });
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledWith(peachPark, 0);
    expect(screen.getByRole('status')).toHaveTextContent('Peach Park added to day 2.');
    expect(screen.getByRole('button', { name: 'Add to day 2 (Chris’ Hot Dogs)' })).toHaveFocus();
  });

  it('drops a place from the list once the day has it, keeps focus on the next, and asks again for the new route', async () => {
    replies = [{ places: [peachPark, chrisHotDogs] }];
    // The editor's part, as small as can be: a day whose stops the panel adds to.
    function Day() {
      const [stops, setStops] = useState<AlongRoutePlace[]>([]);
      const points = [day[0]!, ...stops, day[1]!];
      return (
        <AlongTheRoute
          day={2}
          points={points}
          excludeSlugs={stops.map((s) => s.slug)}
          onAdd={(added, after) => setStops((list) => [...list.slice(0, after), added, ...list.slice(after)])}
        />
      );
    }
    render(<Day />);
    await open();
    const add = await screen.findByRole('button', { name: 'Add to day 2 (Peach Park)' });
    let answer: (value: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(add);
    // While the new route's list is on its way, the old one stays, less the place just added.
    expect(screen.getByRole('status')).toHaveTextContent('Peach Park added to day 2. ' + t('loading'));
    expect(screen.queryByRole('button', { name: 'Add to day 2 (Peach Park)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to day 2 (Chris’ Hot Dogs)' })).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastQuery().get('points')).toBe('33.5207,-86.8025;32.821,-86.627;32.3668,-86.3');
    expect(lastQuery().get('exclude')).toBe('peach-park');
    await act(async () => answer({ ok: true, status: 200, json: async () => ({ places: [chrisHotDogs] }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Peach Park added to day 2. 1 place to eat within 10 miles');
    expect(screen.getByRole('button', { name: 'Add to day 2 (Chris’ Hot Dogs)' })).toHaveFocus();
  });

  it('offers lodging as the night’s stop when the editor takes one', async () => {
    replies = [{ places: [peachPark] }, { places: [redmont] }];
    const onPickBase = jest.fn();
    renderPanel({ onPickBase });
    await open();
    await screen.findByText('Peach Park');
    expect(screen.queryByRole('button', { name: /Stay here tonight/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Stay' }));
    expect(lastQuery().get('kind')).toBe('stay');
    await userEvent.click(await screen.findByRole('button', { name: 'Stay here tonight (The Redmont Hotel)' }));
    expect(onPickBase).toHaveBeenCalledWith(redmont);
    expect(screen.getByRole('status')).toHaveTextContent('The Redmont Hotel is now where day 2 ends for the night.');
    expect(screen.getByRole('button', { name: 'Add to day 2 (The Redmont Hotel)' })).toBeInTheDocument();
  });

  it('offers no night’s stop without an editor to take it', async () => {
    replies = [{ places: [] }, { places: [redmont] }];
    renderPanel();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Stay' }));
    expect(await screen.findByRole('button', { name: 'Add to day 2 (The Redmont Hotel)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Stay here tonight/ })).not.toBeInTheDocument();
  });

  it('says when nothing is near, and searches wider on request', async () => {
    replies = [{ places: [] }, { places: [] }];
    renderPanel();
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Nothing of ours within 10 miles of this route. Try a wider distance.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('distance') }), 'Within 25 miles');
    expect(lastQuery().get('miles')).toBe('25');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Nothing of ours within 25 miles of this route\.$/),
    );
  });

  it('says when the search failed and tries again on request', async () => {
    replies = [{ status: 500 }, new Error('offline'), { places: [peachPark] }];
    renderPanel();
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent(t('error'));
    await userEvent.click(screen.getByRole('button', { name: t('retry') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('error'));
    await userEvent.click(screen.getByRole('button', { name: t('retry') }));
    expect(await screen.findByText('Peach Park')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('retry') })).not.toBeInTheDocument();
  });

  it('shows that it is looking while the answer is on its way', async () => {
    let answer: (value: FakeResponse) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPanel();
    await open();
    expect(screen.getByRole('status')).toHaveTextContent(t('loading'));
    await act(async () => answer({ ok: true, status: 200, json: async () => ({ places: [peachPark] }) }));
    expect(screen.getByRole('status')).toHaveTextContent('1 place to eat');
  });

  it('asks nothing for a day with no route yet', async () => {
    renderPanel({ points: [] });
    await open();
    expect(screen.getByRole('status')).toHaveTextContent(t('noRoute'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('works from the keyboard alone', async () => {
    replies = [{ places: [peachPark] }, { places: [peachPark] }];
    const { onAdd } = renderPanel();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: t('toggle', { day: 2 }) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Peach Park');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Eat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Stay' })).toBeChecked();
    await screen.findByText('Peach Park');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: t('distance') })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to day 2 (Peach Park)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith(peachPark, 0);
  });
});
