import fc from 'fast-check';
import cities from '@/lib/db/seed/data/cities.json';
import { ALL_PLACES } from '@/lib/db/seed/data/places';
import { ROAD_TRIPS } from '@/lib/db/seed/data/road-trips';
import { placeSlug } from '@/lib/db/seed/seed-places';
import type { Point } from '@/lib/trip-planner/geo';
import { optimiseOrder, type OptimisableStop } from '@/lib/trip-planner/optimise';
import { driveMatrix, orderDrive, type DriveMatrix } from '@/lib/trip-planner/roads';

const point = fc.record({
  lat: fc.double({ min: 30.2, max: 34.95, noNaN: true }),
  lng: fc.double({ min: -88.1, max: -85.72, noNaN: true }),
});
const stop = fc.record({ lat: point.map((p) => p.lat), lng: point.map((p) => p.lng), locked: fc.boolean() });
// Drive time on the road graph, the measure the optimiser shortens.
const length = (start: Point, end: Point, stops: OptimisableStop[], order: number[]) =>
  orderDrive(driveMatrix([start, ...stops, end]), [0, ...order.map((i) => i + 1), stops.length + 1]).minutes;

describe('optimiseOrder', () => {
  it('returns a permutation that is never longer than the order it was given', () => {
    fc.assert(
      fc.property(point, point, fc.array(stop, { maxLength: 12 }), (start, end, stops) => {
        const order = optimiseOrder(start, end, stops);
        expect([...order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
        expect(length(start, end, stops, order)).toBeLessThanOrEqual(
          length(
            start,
            end,
            stops,
            stops.map((_, i) => i),
          ) + 1e-9,
        );
      }),
    );
  });

  it('keeps every locked stop in its position', () => {
    fc.assert(
      fc.property(point, point, fc.array(stop, { maxLength: 12 }), (start, end, stops) => {
        const order = optimiseOrder(start, end, stops);
        stops.forEach((s, i) => {
          if (s.locked) expect(order[i]).toBe(i);
        });
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(point, point, fc.array(stop, { maxLength: 10 }), (start, end, stops) => {
        expect(optimiseOrder(start, end, stops)).toEqual(optimiseOrder(start, end, stops));
      }),
    );
  });

  it('puts stops along a line in order, whatever order they were given in', () => {
    // Returning the stops unchanged satisfies the properties above; this one it cannot.
    const start = { lat: 31, lng: -87 };
    const end = { lat: 35, lng: -87 };
    const line = [31.5, 32, 33, 33.5, 34];
    fc.assert(
      fc.property(fc.shuffledSubarray(line, { minLength: line.length }), (lats) => {
        const stops = lats.map((lat) => ({ lat, lng: -87 }));
        expect(optimiseOrder(start, end, stops).map((i) => stops[i]!.lat)).toEqual(line);
      }),
      { seed: 19, numRuns: 30 },
    );
  });

  it('visits towns on the road between start and end in order along it, on I-65 and on US 80', () => {
    // Seeded towns in order along each road; any of them, given in any order, come back in this order.
    const roads = [
      {
        start: { lat: 33.5207, lng: -86.8025 }, // Birmingham
        end: { lat: 32.3668, lng: -86.3 }, // Montgomery
        towns: [
          { lat: 33.4054, lng: -86.8114 }, // Hoover
          { lat: 33.2443, lng: -86.8164 }, // Alabaster
          { lat: 33.1029, lng: -86.7536 }, // Calera
          { lat: 32.8387, lng: -86.6294 }, // Clanton
          { lat: 32.4799, lng: -86.3619 }, // Millbrook
        ],
      },
      {
        start: { lat: 32.5176, lng: -87.8364 }, // Demopolis
        end: { lat: 32.3668, lng: -86.3 }, // Montgomery
        towns: [
          { lat: 32.4496, lng: -87.5142 }, // Uniontown
          { lat: 32.4074, lng: -87.0211 }, // Selma
          { lat: 32.308, lng: -86.702 }, // Lowndes Interpretive Center
        ],
      },
    ];
    for (const { start, end, towns } of roads) {
      fc.assert(
        fc.property(fc.shuffledSubarray(towns, { minLength: 2 }), (stops) => {
          const order = optimiseOrder(start, end, stops).map((i) => towns.indexOf(stops[i]!));
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }),
        { seed: 19, numRuns: 25 },
      );
    }
  });

  it('swaps two stops given the wrong way round', () => {
    // Huntsville to Mobile, with the Gulf stop listed first: the shorter drive visits Decatur first.
    const huntsville = { lat: 34.7304, lng: -86.5861 };
    const mobile = { lat: 30.6954, lng: -88.0399 };
    const stops = [
      { lat: 30.8763, lng: -87.7731 },
      { lat: 34.6059, lng: -86.9833 },
    ];
    expect(optimiseOrder(huntsville, mobile, stops)).toEqual([1, 0]);
  });

  it('breaks a tie between two stops at one spot in favour of the earlier one', () => {
    // Birmingham to Mobile; Gulf State Park is listed first, then two stops at Vulcan Park.
    const birmingham = { lat: 33.5186, lng: -86.8104 };
    const mobile = { lat: 30.6954, lng: -88.0399 };
    const stops = [
      { lat: 30.259, lng: -87.646 },
      { lat: 33.492, lng: -86.796 },
      { lat: 33.492, lng: -86.796 },
    ];
    expect(optimiseOrder(birmingham, mobile, stops)).toEqual([1, 2, 0]);
  });

  it('untangles a zig-zag along a line', () => {
    const start = { lat: 31, lng: -87 };
    const end = { lat: 35, lng: -87 };
    const stops = [34, 32, 33.5, 31.5, 33].map((lat) => ({ lat, lng: -87 }));
    expect(optimiseOrder(start, end, stops).map((i) => stops[i]!.lat)).toEqual([31.5, 32, 33, 33.5, 34]);
  });
});

describe('optimiseOrder on the seeded Civil Rights road trip', () => {
  // The trip's real stops, from the seed: Birmingham, then Selma, the Lowndes Interpretive Center
  // midway along US 80, and Montgomery. Planned from Birmingham to Montgomery.
  const trip = ROAD_TRIPS.find((t) => t.name.startsWith('Alabama Civil Rights Trail'))!;
  const places = new Map(ALL_PLACES.map((p) => [placeSlug(p), p]));
  const stops = trip.stops.map((s) => {
    const place = places.get(s.place)!;
    return { slug: s.place, city: place.city, lat: place.lat, lng: place.lng };
  });
  const city = (slug: string) => (cities as { slug: string; lat: number; lng: number }[]).find((c) => c.slug === slug)!;

  it('visits Selma before Lowndes and Lowndes before Montgomery, whatever order the stops were given in', () => {
    const reversed = [...stops].reverse();
    for (const given of [stops, reversed]) {
      const order = optimiseOrder(city('birmingham'), city('montgomery'), given).map((i) => given[i]!);
      const at = (test: (s: (typeof stops)[number]) => boolean) => order.flatMap((s, i) => (test(s) ? [i] : []));
      const lowndes = order.findIndex((s) => s.slug === 'lowndes-interpretive-center');
      // Never Kelly Ingram Park, Lowndes, back to Selma, on to Montgomery.
      expect(Math.max(...at((s) => s.city === 'Selma'))).toBeLessThan(lowndes);
      expect(Math.min(...at((s) => s.city === 'Montgomery'))).toBeGreaterThan(lowndes);
      expect(Math.max(...at((s) => s.city === 'Birmingham'))).toBeLessThan(Math.min(...at((s) => s.city === 'Selma')));
    }
  });
});

describe('optimiseOrder on a plane (straight-line minutes)', () => {
  // A matrix of straight-line distances, so the expected tours can be reasoned about by eye.
  const plane = (points: Point[]): DriveMatrix => ({
    points,
    drive: (from, to) => {
      const minutes = Math.hypot(points[from]!.lat - points[to]!.lat, points[from]!.lng - points[to]!.lng);
      return { km: minutes, minutes };
    },
    path: (from, to) => [points[from]!, points[to]!],
  });
  const tourLength = (matrix: DriveMatrix, stops: number, order: number[]) =>
    orderDrive(matrix, [0, ...order.map((i) => i + 1), stops + 1]).minutes;
  const coordinate = fc.integer({ min: 0, max: 100 });
  const planePoint = fc.record({ lat: coordinate, lng: coordinate });

  it('ends where no reversal of a run of unlocked stops is shorter (2-opt), or keeps the order given', () => {
    fc.assert(
      fc.property(
        planePoint,
        planePoint,
        fc.array(fc.record({ lat: coordinate, lng: coordinate, locked: fc.boolean() }), { minLength: 2, maxLength: 9 }),
        (start, end, stops) => {
          const matrix = plane([start, ...stops, end]);
          const order = optimiseOrder(start, end, stops, matrix);
          const given = stops.map((_, i) => i);
          if (order.every((stopIndex, i) => stopIndex === given[i])) return;
          const length = tourLength(matrix, stops.length, order);
          for (let i = 0; i < order.length; i += 1) {
            for (let j = i + 1; j < order.length && !stops[order[j]!]!.locked && !stops[order[i]!]!.locked; j += 1) {
              const reversed = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
              expect(tourLength(matrix, stops.length, reversed)).toBeGreaterThanOrEqual(length - 1e-9);
            }
          }
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });

  it('ends where no single unlocked stop can move to another unlocked place for a shorter drive (or-opt), or keeps the order given', () => {
    fc.assert(
      fc.property(
        planePoint,
        planePoint,
        fc.array(fc.record({ lat: coordinate, lng: coordinate, locked: fc.boolean() }), { minLength: 2, maxLength: 9 }),
        (start, end, stops) => {
          const matrix = plane([start, ...stops, end]);
          const order = optimiseOrder(start, end, stops, matrix);
          if (order.every((stopIndex, i) => stopIndex === i)) return;
          const length = tourLength(matrix, stops.length, order);
          const slots = order.flatMap((_, i) => (stops[i]!.locked ? [] : [i]));
          for (const from of slots) {
            for (const to of slots) {
              const sequence = slots.map((slot) => order[slot]!);
              const [moved] = sequence.splice(slots.indexOf(from), 1);
              sequence.splice(slots.indexOf(to), 0, moved!);
              const candidate = [...order];
              slots.forEach((slot, k) => (candidate[slot] = sequence[k]!));
              expect(tourLength(matrix, stops.length, candidate)).toBeGreaterThanOrEqual(length - 1e-9);
            }
          }
        },
      ),
      { seed: 19, numRuns: 300 },
    );
  });

  it('puts stops on a straight road between start and end in order along it, however they were given', () => {
    fc.assert(
      fc.property(
        planePoint,
        planePoint,
        fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { minLength: 2, maxLength: 9 }),
        (start, end, shares) => {
          fc.pre(start.lat !== end.lat || start.lng !== end.lng);
          const at = (share: number) => ({
            lat: start.lat + ((end.lat - start.lat) * share) / 100,
            lng: start.lng + ((end.lng - start.lng) * share) / 100,
          });
          const stops = shares.map(at);
          const order = optimiseOrder(start, end, stops, plane([start, ...stops, end]));
          expect(order.map((i) => shares[i])).toEqual([...shares].sort((a, b) => a - b));
        },
      ),
      { seed: 19, numRuns: 200 },
    );
  });

  it('does not drive past a stop and come back for it, even when a locked stop holds its place', () => {
    // A road from 0 to 60 (along lng), stops at 0, 20 and 40, a locked fourth stop at 30 and a
    // detour off the road near the start. 2-opt alone went 0, 20, 40, back to 30, then out to the
    // detour and back (149); lifting the detour and the stop at 40 to where the road passes them
    // gives 0, detour, 20, 30, 40 (88).
    const start = { lat: 0, lng: 0 };
    const end = { lat: 0, lng: 60 };
    const stops = [
      { lat: 0, lng: 20 },
      { lat: 0, lng: 0 },
      { lat: 0, lng: 40 },
      { lat: 0, lng: 30, locked: true },
      { lat: 20, lng: 0 },
    ];
    const matrix = plane([start, ...stops, end]);
    const order = optimiseOrder(start, end, stops, matrix);
    expect(order).toEqual([1, 4, 0, 3, 2]);
    expect(tourLength(matrix, stops.length, order)).toBeCloseTo(20 * Math.SQRT2 + 60, 6);
  });

  it('goes around a square given in a crossing order', () => {
    // Start and end at the origin; the order given zig-zags across the square (about 62 long).
    // The shortest tour goes around it: 40.
    const origin = { lat: 0, lng: 0 };
    const stops = [
      { lat: 10, lng: 10 },
      { lat: 1, lng: 0 },
      { lat: 0, lng: 10 },
      { lat: 10, lng: 0 },
    ];
    const matrix = plane([origin, ...stops, origin]);
    const order = optimiseOrder(origin, origin, stops, matrix);
    expect(tourLength(matrix, stops.length, order)).toBeCloseTo(40, 6);
  });

  it('keeps the order given when the order it finds is no shorter', () => {
    // There and back from the origin: 10 out, 9 back along the line, 1 home, or the same 20 the other
    // way round. Nearest neighbour finds the near stop first; a tie is no reason to reorder a trip.
    const origin = { lat: 0, lng: 0 };
    const stops = [
      { lat: 10, lng: 0 },
      { lat: 1, lng: 0 },
    ];
    expect(optimiseOrder(origin, origin, stops, plane([origin, ...stops, origin]))).toEqual([0, 1]);
  });

  it('leaves fewer than two free stops as they are', () => {
    const stops = [
      { lat: 50, lng: 50 },
      { lat: 1, lng: 1, locked: true },
      { lat: 2, lng: 2, locked: true },
    ];
    expect(
      optimiseOrder(
        { lat: 0, lng: 0 },
        { lat: 0, lng: 0 },
        stops,
        plane([{ lat: 0, lng: 0 }, ...stops, { lat: 0, lng: 0 }]),
      ),
    ).toEqual([0, 1, 2]);
  });
});
