import { buildItinerary } from '@/lib/trip-planner/itinerary';
import { DAY_COLORS, DAY_DASHES, dayRoutes, daySummary, legPath, type NamedPoint } from '@/lib/trip-planner/day-routes';
import { driveMatrix, drivePath } from '@/lib/trip-planner/roads';
import type { Point } from '@/lib/trip-planner/geo';

// Real places: the trip goes Huntsville -> Birmingham -> Montgomery -> Mobile.
const huntsville: NamedPoint = { name: 'Huntsville', lat: 34.7304, lng: -86.5861 };
const mobile: NamedPoint = { name: 'Mobile', lat: 30.6954, lng: -88.0399 };
const rocket = { name: 'U.S. Space & Rocket Center', slug: 'rocket', lat: 34.7106, lng: -86.6542 };
const vulcan = { name: 'Vulcan Park and Museum', slug: 'vulcan', lat: 33.4917, lng: -86.7961 };
const civilRights = { name: 'Birmingham Civil Rights Institute', slug: 'bcri', lat: 33.5162, lng: -86.8146 };
const rosaParks = { name: 'Rosa Parks Museum', slug: 'rosa', lat: 32.3774, lng: -86.3086 };
const montgomeryInn: NamedPoint = { name: 'Renaissance Montgomery', lat: 32.3792, lng: -86.3089 };
const battleship = { name: 'USS Alabama Battleship Memorial Park', slug: 'uss', lat: 30.6818, lng: -88.0144 };

const trip = {
  begin: huntsville,
  end: mobile,
  days: [
    { day: 1, stops: [rocket, vulcan, civilRights] },
    { day: 2, stops: [rosaParks], base: montgomeryInn },
    { day: 3, stops: [battleship] },
  ],
};

const near = (a: Point, b: Point) => Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9;

describe('a trip drawn per day', () => {
  const days = dayRoutes(trip);

  it('numbers the stops across the whole trip, in the order the itinerary lists them', () => {
    expect(days.map((d) => d.stops.map((s) => [s.number, s.name]))).toEqual([
      [
        [1, rocket.name],
        [2, vulcan.name],
        [3, civilRights.name],
      ],
      [[4, rosaParks.name]],
      [[5, battleship.name]],
    ]);
  });

  it('starts each day where the day before ended: at its base, else at its last stop', () => {
    expect(days.map((d) => [d.from.name, d.to.name])).toEqual([
      ['Huntsville', civilRights.name],
      [civilRights.name, montgomeryInn.name],
      [montgomeryInn.name, 'Mobile'],
    ]);
    expect(days[1]!.base?.name).toBe(montgomeryInn.name);
    expect(days[2]!.base).toBeNull();
  });

  it('draws each day as one line along the roads through its stops, leg by leg', () => {
    const day1 = days[0]!;
    expect(day1.path[0]).toEqual({ lat: huntsville.lat, lng: huntsville.lng });
    expect(day1.path.at(-1)).toEqual({ lat: civilRights.lat, lng: civilRights.lng });
    // The same points as the road graph's own legs, joined without repeating the shared ends.
    const legs = [
      drivePath(huntsville, rocket),
      drivePath(rocket, vulcan).slice(1),
      drivePath(vulcan, civilRights).slice(1),
    ]
      .flat()
      .map((p) => ({ lat: p.lat, lng: p.lng }));
    expect(day1.path).toEqual(legs);
    // Huntsville to Birmingham runs along the road graph's towns, not as one straight stroke.
    expect(day1.path.length).toBeGreaterThan(4);
    for (const stop of [rocket, vulcan, civilRights]) expect(day1.path.some((p) => near(p, stop))).toBe(true);
    // Day 2 ends at the base, day 3 starts there and ends at the trip's end.
    expect(days[1]!.path.at(-1)).toEqual({ lat: montgomeryInn.lat, lng: montgomeryInn.lng });
    expect(days[2]!.path[0]).toEqual({ lat: montgomeryInn.lat, lng: montgomeryInn.lng });
    expect(days[2]!.path.at(-1)).toEqual({ lat: mobile.lat, lng: mobile.lng });
  });

  it('uses the matrix paths of the itinerary when given them', () => {
    const points = [huntsville, rocket, vulcan, civilRights, rosaParks, montgomeryInn, battleship, mobile];
    const matrix = driveMatrix(points);
    const index = (p: Point) => points.findIndex((q) => near(p, q));
    const viaMatrix = dayRoutes(trip, (a, b) => matrix.path(index(a), index(b)));
    expect(viaMatrix.map((d) => d.path)).toEqual(days.map((d) => d.path));
  });

  it('gives each day its own colour and line style, from a fixed palette', () => {
    expect(days.map((d) => d.color)).toEqual(DAY_COLORS.slice(0, 3));
    expect(days.map((d) => d.lineStyle)).toEqual(['solid line', 'dashed line', 'dotted line']);
    const many = dayRoutes({
      begin: huntsville,
      end: huntsville,
      days: Array.from({ length: 24 }, (_, i) => ({ day: i + 1, stops: [] })),
    });
    const pairs = new Set(many.map((d) => `${d.color} ${d.dash}`));
    expect(pairs.size).toBe(24);
  });

  it('keeps a day with no stops as a point where the traveller stays', () => {
    const rest = dayRoutes({
      begin: huntsville,
      end: mobile,
      days: [
        { day: 1, stops: [vulcan] },
        { day: 2, stops: [] },
        { day: 3, stops: [] },
      ],
    });
    expect(rest[1]!.path).toEqual([{ lat: vulcan.lat, lng: vulcan.lng }]);
    expect(daySummary(rest[1]!)).toBe(`Day 2: at ${vulcan.name}, no stops`);
    expect(daySummary(rest[2]!)).toBe(`Day 3: ${vulcan.name} to Mobile, no stops`);
  });

  it('summarises a day for its map', () => {
    expect(daySummary(days[1]!)).toBe(`Day 2: ${civilRights.name} to ${montgomeryInn.name}, 1 stop`);
    expect(daySummary(days[0]!)).toBe(`Day 1: Huntsville to ${civilRights.name}, 3 stops`);
  });

  it('takes the itinerary as buildItinerary makes it', () => {
    const itinerary = buildItinerary(huntsville, mobile, [rocket, vulcan, civilRights, rosaParks, battleship], {
      startDate: '2027-04-09',
      endDate: '2027-04-10',
    });
    const routes = dayRoutes({ begin: huntsville, end: mobile, days: itinerary.days });
    expect(routes.flatMap((d) => d.stops.map((s) => s.number))).toEqual([1, 2, 3, 4, 5]);
    expect(routes.map((d) => d.day)).toEqual([1, 2]);
  });
});

describe('the palette', () => {
  const linear = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map(linear);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('stands out 3:1 on the land and the water, and carries white numbers at 4.5:1', () => {
    for (const color of DAY_COLORS) {
      expect(contrast(color, '#f4efe3')).toBeGreaterThanOrEqual(3);
      expect(contrast(color, '#cfe3f0')).toBeGreaterThanOrEqual(3);
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  // CIE 1976 colour difference in L*a*b*: about 25 and more reads as a different colour at a glance.
  const lab = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map(linear) as [
      number,
      number,
      number,
    ];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
    const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)] as const;
  };

  it('has no two colours alike, and no two line styles', () => {
    for (let i = 0; i < DAY_COLORS.length; i += 1)
      for (let j = i + 1; j < DAY_COLORS.length; j += 1) {
        const [a, b] = [lab(DAY_COLORS[i]!), lab(DAY_COLORS[j]!)];
        expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(25);
      }
    expect(new Set(DAY_DASHES.map((d) => d.dash)).size).toBe(DAY_DASHES.length);
  });
});

describe('redrawing as the traveller edits', () => {
  // The time is bench/trip-editor.mjs's to measure; this checks the redraw follows the move.
  it('redraws a 40-stop, 10-day trip after a stop moves', () => {
    // Stops spread over the state, four a day.
    const stops = Array.from({ length: 40 }, (_, i) => ({
      name: `Stop ${i + 1}`,
      lat: 30.7 + (i % 10) * 0.4 + (i % 3) * 0.05,
      lng: -88 + Math.floor(i / 10) * 0.7 + (i % 4) * 0.04,
    }));
    const days = (list: typeof stops) =>
      Array.from({ length: 10 }, (_, d) => ({ day: d + 1, stops: list.slice(d * 4, d * 4 + 4) }));
    dayRoutes({ begin: huntsville, end: mobile, days: days(stops) });
    const moved = stops.map((s, i) => (i === 17 ? { ...s, lat: s.lat + 0.1 } : s));
    const again = dayRoutes({ begin: huntsville, end: mobile, days: days(moved) });
    expect(again[4]!.stops[1]!.lat).toBeCloseTo(moved[17]!.lat);
    expect(again[4]!.path.some((p) => near(p, moved[17]!))).toBe(true);
  });

  it('remembers each leg, so an unchanged leg is not worked out again', () => {
    expect(legPath(vulcan, rosaParks)).toBe(legPath(vulcan, rosaParks));
  });
});
