import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DayRouteMap, TripRouteOverview } from '@/components/trips/day-route-map';
import { FRAME_MARGIN_PX, MARKER_RADIUS_PX, project } from '@/components/trips/route-frame';
import { COUNTY_OVERLAY, OVERLAY_FRAME } from '@/lib/map/county-overlay';
import { DAY_COLORS, dayRoutes, type NamedPoint } from '@/lib/trip-planner/day-routes';
import { intlWrapper } from '@/tests/support/intl';

// Real places at the state's edges: Mobile and Gulf Shores on the coast, Phenix City on the
// Chattahoochee (the Georgia line), and the Space & Rocket Center in the north.
const birmingham: NamedPoint = { name: 'Birmingham', lat: 33.5207, lng: -86.8025 };
const montgomery: NamedPoint = { name: 'Montgomery', lat: 32.3668, lng: -86.3 };
const mobile: NamedPoint = { name: 'Mobile', lat: 30.6954, lng: -88.0399 };
const battleship = { name: 'USS Alabama Battleship Memorial Park', lat: 30.6818, lng: -88.0144 };
const gulfState = { name: 'Gulf State Park', lat: 30.246, lng: -87.7008 };
const phenix = { name: 'Phenix City Riverwalk', lat: 32.471, lng: -85.0008 };
const vulcan = { name: 'Vulcan Park and Museum', lat: 33.4917, lng: -86.7961 };
const civilRights = { name: 'Birmingham Civil Rights Institute', lat: 33.5162, lng: -86.8146 };
const rosaParks = { name: 'Rosa Parks Museum', lat: 32.3774, lng: -86.3086 };

const days = dayRoutes({
  begin: birmingham,
  end: mobile,
  days: [
    { day: 1, stops: [vulcan, civilRights] },
    { day: 2, stops: [rosaParks, phenix], base: montgomery },
    { day: 3, stops: [battleship, gulfState] },
  ],
});

type Box = { x: number; y: number; width: number; height: number };
const viewBoxOf = (svg: Element): Box => {
  const [x, y, width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  return { x: x!, y: y!, width: width!, height: height! };
};
/** Every marker's whole disc (and its outline) at least the frame margin inside the viewBox. */
function expectMarkersInside(svg: Element) {
  const box = viewBoxOf(svg);
  const unit = box.width / 480;
  const reach = (MARKER_RADIUS_PX + 2 + FRAME_MARGIN_PX) * unit - 0.01;
  const markers = svg.querySelectorAll('[data-testid="route-marker"]');
  expect(markers.length).toBeGreaterThan(0);
  for (const marker of markers) {
    const x = Number(marker.getAttribute('data-x'));
    const y = Number(marker.getAttribute('data-y'));
    expect(x - reach).toBeGreaterThanOrEqual(box.x);
    expect(x + reach).toBeLessThanOrEqual(box.x + box.width);
    expect(y - reach).toBeGreaterThanOrEqual(box.y);
    expect(y + reach).toBeLessThanOrEqual(box.y + box.height);
  }
}

describe('a day map drawn on the server', () => {
  it('names the day for screen readers and captions it', () => {
    render(<DayRouteMap route={days[1]!} />);
    const map = screen.getByRole('img', {
      name: 'Day 2: Birmingham Civil Rights Institute to Montgomery, 2 stops',
    });
    const figure = screen.getByTestId('day-route-map');
    expect(within(figure).getByText(/Day 2: Birmingham Civil Rights Institute to Montgomery, 2 stops/)).toBeVisible();
    expect(map.closest('figure')).toBe(figure);
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((li) => [li.getAttribute('value'), li.textContent]),
    ).toEqual([
      ['3', 'Rosa Parks Museum'],
      ['4', 'Phenix City Riverwalk'],
    ]);
  });

  it('numbers the stops as the whole trip does, in the day colour, with start and end marked', () => {
    const { container } = render(<DayRouteMap route={days[2]!} />);
    const markers = [...container.querySelectorAll('[data-testid="route-marker"]')];
    expect(markers.map((m) => [m.getAttribute('data-kind'), m.getAttribute('data-label')])).toEqual([
      ['start', 'S'],
      ['stop', '5'],
      ['stop', '6'],
      ['end', 'E'],
    ]);
    expect(markers[1]!.querySelector('circle')).toHaveAttribute('fill', DAY_COLORS[2]);
    expect(markers[1]!.textContent).toContain('5');
    expect(container.querySelector('[data-testid="route-line"] polyline:last-child')).toHaveAttribute(
      'stroke',
      DAY_COLORS[2],
    );
    // The third day's line is dotted as well as green.
    expect(container.querySelector('[data-testid="route-line"] polyline:last-child')).toHaveAttribute(
      'stroke-dasharray',
    );
  });

  it.each(days.map((d) => [d.day, d] as const))(
    'keeps every marker of day %i, with its number, inside the frame',
    (_, day) => {
      const { container } = render(<DayRouteMap route={day} />);
      expectMarkersInside(container.querySelector('svg[role="img"]')!);
    },
  );

  it('keeps Gulf Shores, Mobile and the Georgia line inside a map of the whole trip', () => {
    const { container } = render(<TripRouteOverview days={days} title="Coast and Capital" />);
    const svg = container.querySelector('svg[role="img"]')!;
    expectMarkersInside(svg);
    expect(svg).toHaveAttribute('aria-label', 'Map of Coast and Capital: 3 days, 6 stops, from Birmingham to Mobile');
    // The route's own extremes are inside too (the line, not only the markers).
    const box = viewBoxOf(svg);
    for (const place of [gulfState, phenix, mobile]) {
      const [x, y] = project(place);
      expect(x).toBeGreaterThan(box.x);
      expect(x).toBeLessThan(box.x + box.width);
      expect(y).toBeGreaterThan(box.y);
      expect(y).toBeLessThan(box.y + box.height);
    }
    expect(container.querySelectorAll('[data-testid="route-line"]')).toHaveLength(3);
    expect(
      [...container.querySelectorAll('[data-testid="route-marker"]')].map((m) => m.getAttribute('data-label')),
    ).toEqual(['S', '1', '2', '3', '4', 'B', '5', '6', 'E']);
    expect(screen.getByRole('list', { name: 'Days on the map' }).textContent).toContain('(dashed line)');
  });

  it('moves a marker that would cover another aside, joined to its place by a line', () => {
    // The Civil Rights Institute is 3 km from Vulcan Park: one marker's width at this scale.
    const { container } = render(<TripRouteOverview days={days} title="Coast and Capital" />);
    const marker = (label: string) => container.querySelector(`[data-testid="route-marker"][data-label="${label}"]`)!;
    const [a, b] = ['1', '2'].map((l) => [
      Number(marker(l).getAttribute('data-x')),
      Number(marker(l).getAttribute('data-y')),
    ]);
    const unit = viewBoxOf(container.querySelector('svg')!).width / 480;
    expect(Math.hypot(a![0]! - b![0]!, a![1]! - b![1]!)).toBeGreaterThanOrEqual(2 * MARKER_RADIUS_PX * unit);
    expect(marker('2').querySelector('line')).not.toBeNull();
  });

  it('draws the counties once as the offline map does, in the picture’s own units', () => {
    const English = intlWrapper('en');
    const html = renderToStaticMarkup(
      <English>
        <DayRouteMap route={days[0]!} />
      </English>,
    );
    expect(html).toContain(`href="${COUNTY_OVERLAY.url}"`);
    expect(html).toContain(`width="${OVERLAY_FRAME.width}" height="${OVERLAY_FRAME.height}"`);
    // Needs no script: plain markup with its title per marker.
    expect(html).toContain('<title>1. Vulcan Park and Museum</title>');
    expect(html).not.toContain('<script');
  });
});
