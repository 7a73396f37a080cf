import fc from 'fast-check';
import type { Point } from '@/lib/trip-planner/geo';
import { optimiseOrder, type OptimisableStop } from '@/lib/trip-planner/optimise';
import { driveMatrix, orderDrive } from '@/lib/trip-planner/roads';

const point = fc.record({ lat: fc.double({ min: 30.2, max: 34.95, noNaN: true }), lng: fc.double({ min: -88.1, max: -85.72, noNaN: true }) });
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
        expect(length(start, end, stops, order)).toBeLessThanOrEqual(length(start, end, stops, stops.map((_, i) => i)) + 1e-9);
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

  it('untangles a zig-zag along a line', () => {
    const start = { lat: 31, lng: -87 };
    const end = { lat: 35, lng: -87 };
    const stops = [34, 32, 33.5, 31.5, 33].map((lat) => ({ lat, lng: -87 }));
    expect(optimiseOrder(start, end, stops).map((i) => stops[i]!.lat)).toEqual([31.5, 32, 33, 33.5, 34]);
  });
});
