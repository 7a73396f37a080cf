import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OfflineRouteMap from '@/components/trips/route-map-offline';
import { TripRouteMap } from '@/components/trips/trip-route-map';
import { TripsMap } from '@/components/trips/trips-map';
import { dayRoutes, type NamedPoint } from '@/lib/trip-planner/day-routes';

const birmingham: NamedPoint = { name: 'Birmingham', lat: 33.5207, lng: -86.8025 };
const mobile: NamedPoint = { name: 'Mobile', lat: 30.6954, lng: -88.0399 };
const vulcan = { name: 'Vulcan Park and Museum', lat: 33.4917, lng: -86.7961 };
const rosaParks = { name: 'Rosa Parks Museum', lat: 32.3774, lng: -86.3086 };
const battleship = { name: 'USS Alabama Battleship Memorial Park', lat: 30.6818, lng: -88.0144 };

const days = dayRoutes({
  begin: birmingham,
  end: mobile,
  days: [
    { day: 1, stops: [vulcan, rosaParks] },
    { day: 2, stops: [battleship] },
  ],
});

const labels = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-testid="route-svg"] [data-testid="route-marker"]')].map((m) =>
    m.getAttribute('data-label'),
  );

describe('the trip route map', () => {
  it('shows every day with its numbered stops first, then one day at a time, and says so', async () => {
    const user = userEvent.setup();
    render(<TripRouteMap days={days} title="Coast Run" />);
    const map = screen.getByTestId('trip-route-map');
    expect(
      screen.getByRole('img', { name: 'Map of Coast Run: 2 days, 3 stops, from Birmingham to Mobile' }),
    ).toBeInTheDocument();
    expect(labels(map)).toEqual(['S', '1', '2', '3', 'E']);
    const all = screen.getByRole('button', { name: 'All days' });
    expect(all).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Day 2' }));
    expect(screen.getByRole('button', { name: 'Day 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Showing Day 2: Rosa Parks Museum to Mobile, 1 stop.');
    // Day 2 keeps the trip's numbering: its one stop is 3.
    expect(labels(map)).toEqual(['S', '3', 'E']);
    expect(within(screen.getByRole('list', { name: 'Days on the map' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(all);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 2 days.');
    expect(labels(map)).toEqual(['S', '1', '2', '3', 'E']);
  });

  // How fast is bench/trip-editor.mjs's to say (in the browser, median of 20); here, that it redraws right.
  it('redraws every stop of a 40-stop, 10-day trip when one moves', () => {
    const stops = Array.from({ length: 40 }, (_, i) => ({
      name: `Stop ${i + 1}`,
      lat: 30.7 + (i % 10) * 0.4,
      lng: -88 + Math.floor(i / 10) * 0.7 + (i % 4) * 0.04,
    }));
    const input = (list: typeof stops) => ({
      begin: birmingham,
      end: mobile,
      days: Array.from({ length: 10 }, (_, d) => ({ day: d + 1, stops: list.slice(d * 4, d * 4 + 4) })),
    });
    const { rerender } = render(<TripRouteMap days={dayRoutes(input(stops))} />);
    const moved = stops.map((s, i) => (i === 21 ? { ...s, lng: s.lng + 0.2 } : s));
    act(() => rerender(<TripRouteMap days={dayRoutes(input(moved))} />));
    expect(labels(screen.getByTestId('trip-route-map'))).toHaveLength(42);
  });
});

describe('the live offline map', () => {
  it('draws a numbered marker per stop, never a cluster, and each day in its colour and dash', async () => {
    const { container, rerender } = render(
      <OfflineRouteMap days={days} whole fitKey="all" label="Map of Coast Run" onReady={() => undefined} />,
    );
    const live = screen.getByTestId('trip-route-live');
    await waitFor(() => expect(live).toHaveAttribute('data-ready', 'true'));
    const faces = () => [...container.querySelectorAll('.leaflet-marker-icon')].map((m) => m.textContent);
    // Vulcan Park is 3 km from the start in Birmingham: both keep their own marker.
    expect(faces()).toEqual(['S', '1', '2', '3', 'E']);
    expect(container.querySelector('.leaflet-marker-icon[title="1. Vulcan Park and Museum"]')).not.toBeNull();
    const strokes = [...container.querySelectorAll('path.leaflet-interactive')].map((p) => [
      p.getAttribute('stroke'),
      p.getAttribute('stroke-dasharray'),
    ]);
    expect(strokes).toEqual([
      [days[0]!.color, null],
      [days[1]!.color, '10 5'],
    ]);

    // A moved stop redraws the lines and markers over the same county picture.
    const counties = container.querySelector('img.leaflet-image-layer');
    const moved = dayRoutes({
      begin: birmingham,
      end: mobile,
      days: [
        { day: 1, stops: [vulcan] },
        { day: 2, stops: [rosaParks, battleship] },
      ],
    });
    rerender(<OfflineRouteMap days={moved} whole fitKey="all" label="Map of Coast Run" onReady={() => undefined} />);
    expect(faces()).toEqual(['S', '1', '2', '3', 'E']);
    expect(container.querySelector('.leaflet-marker-icon[title="2. Rosa Parks Museum"]')).not.toBeNull();
    expect(container.querySelector('img.leaflet-image-layer')).toBe(counties);
  });
});

describe('the trips on the My Trips page', () => {
  it('shows one trip at a time, chosen by name', async () => {
    const user = userEvent.setup();
    const other = dayRoutes({ begin: mobile, end: mobile, days: [{ day: 1, stops: [battleship] }] });
    render(
      <TripsMap
        trips={[
          { tripId: 1, name: 'Coast Run', days },
          { tripId: 2, name: 'Battleship Day', days: other },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: /^Map of Coast Run/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Trip on the map'), 'Battleship Day');
    expect(screen.getByRole('img', { name: /^Map of Battleship Day: 1 day, 1 stop/ })).toBeInTheDocument();
  });
});
