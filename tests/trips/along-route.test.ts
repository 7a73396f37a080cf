import fc from 'fast-check';
import {
  distanceToRoute,
  placesAlongRoute,
  planDayRoute,
  type AlongRouteCandidate,
} from '@/lib/trip-planner/along-route';
import { haversineKm, type Point } from '@/lib/trip-planner/geo';
import { ROAD_NODES } from '@/lib/trip-planner/road-data';
import { DRIVE_OVERHEAD_MINUTES, drivePath, roadDrive } from '@/lib/trip-planner/roads';

const town = (id: string): Point => {
  const node = ROAD_NODES[id]!;
  return { lat: node.lat, lng: node.lng };
};
const birmingham = town('birmingham');
const montgomery = town('montgomery');
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** The point `km` east (x) and north (y) of `from`, on a flat projection there. */
const offset = (from: Point, east: number, north: number): Point => ({
  lat: from.lat + north / KM_PER_DEGREE,
  lng: from.lng + east / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
});

/** `km` from the middle of I-65 between Calera and Clanton, at right angles to it, west of the road. */
function offI65(km: number): Point {
  const a = town('calera');
  const b = town('clanton');
  const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
  const east = (b.lng - a.lng) * KM_PER_DEGREE * Math.cos((middle.lat * Math.PI) / 180);
  const north = (b.lat - a.lat) * KM_PER_DEGREE;
  const length = Math.hypot(east, north);
  // Calera to Clanton runs south-south-east; its right-hand normal points west-south-west.
  return offset(middle, (-north / length) * km, (east / length) * km);
}

let serial = 0;
const place = (p: Point, name = `Place ${++serial}`): AlongRouteCandidate => ({
  ...p,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  kind: 'eat',
  city: 'Somewhere',
});

describe('placesAlongRoute', () => {
  const day = [birmingham, montgomery];

  it('gives a place in a town the road passes through only the stop’s own few minutes, and a stop itself none', () => {
    const clanton = place(town('clanton'), 'Clanton Square');
    const atTheEnd = place(montgomery, 'Capitol Steps');
    const [atEnd, inClanton] = placesAlongRoute(day, [clanton, atTheEnd], { maxKm: 5 });
    expect(atEnd).toMatchObject({ slug: 'capitol-steps', insertAfter: 0 });
    expect(atEnd!.detourMinutes).toBeCloseTo(0, 6);
    expect(inClanton!.slug).toBe('clanton-square');
    expect(inClanton!.detourMinutes).toBeCloseTo(DRIVE_OVERHEAD_MINUTES, 6);
    expect(inClanton!.distanceKm).toBeLessThan(0.01);
  });

  it('keeps a place 30 km off the road out of a 10 km search and in a 40 km one, at that distance', () => {
    const off = place(offI65(30), 'Thirty Off');
    expect(placesAlongRoute(day, [off], { maxKm: 10 })).toEqual([]);
    const [found] = placesAlongRoute(day, [off], { maxKm: 40 });
    expect(found!.slug).toBe('thirty-off');
    expect(found!.distanceKm).toBeGreaterThan(29.5);
    expect(found!.distanceKm).toBeLessThan(30.5);
    expect(found!.detourMinutes).toBeGreaterThan(30);
  });

  it('gives a place a longer detour the further it is from the road', () => {
    const places = [0, 5, 10, 20, 30].map((km) => place(offI65(km), `Off ${km}`));
    const found = placesAlongRoute(day, places, { maxKm: 50 });
    expect(found.map((p) => p.slug)).toEqual(['off-0', 'off-5', 'off-10', 'off-20', 'off-30']);
    const detours = found.map((p) => p.detourMinutes);
    detours.slice(1).forEach((d, i) => expect(d).toBeGreaterThan(detours[i]! + 1));
  });

  it('puts a place in the gap between the stops it lies between', () => {
    const route = [birmingham, town('clanton'), montgomery, town('troy')];
    const alabaster = place(offset(town('alabaster'), 1, 0), 'Near Alabaster');
    const prattville = place(town('prattville'), 'Near Prattville');
    const luverneRoad = place(offset(town('troy'), -8, 15), 'Toward Troy');
    const found = placesAlongRoute(route, [alabaster, prattville, luverneRoad], { maxKm: 25 });
    const gap = Object.fromEntries(found.map((p) => [p.slug, p.insertAfter]));
    expect(gap).toEqual({ 'near-alabaster': 0, 'near-prattville': 1, 'toward-troy': 2 });
  });

  it('leaves out places already on the trip, sorts by detour and stops at the limit', () => {
    const candidates = [5, 0, 20, 10].map((km) => place(offI65(km), `Sorted ${km}`));
    const found = placesAlongRoute(day, candidates, { maxKm: 50, excludeSlugs: ['sorted-5'], limit: 2 });
    expect(found.map((p) => p.slug)).toEqual(['sorted-0', 'sorted-10']);
  });

  it('finds nothing far from the route, such as the Gulf coast on a Birmingham to Montgomery day', () => {
    const beach = place(town('gulf-shores'), 'Beach');
    expect(placesAlongRoute(day, [beach], { maxKm: 80 })).toEqual([]);
  });

  it('never shows a stop as shortening the day', () => {
    // From near Brewton to near Lake Martin by way of Wetumpka: once a quicker way in on the road
    // graph than the direct drive. The detour shown is never below nothing, whatever the graph says.
    const [from, to, by] = [
      { lat: 30.804, lng: -87.063 },
      { lat: 32.832, lng: -86.171 },
      { lat: 32.624, lng: -86.263 },
    ] as const;
    const saved = roadDrive(from, to).minutes - roadDrive(from, by).minutes - roadDrive(by, to).minutes;
    const [found] = placesAlongRoute([from, to], [place(by, 'Shortcut')], { maxKm: 30 });
    expect(found!.detourMinutes).toBeCloseTo(Math.max(0, -saved), 6);
  });

  it('counts there and back for a day of one point', () => {
    const near = place(town('prattville'), 'Near Base');
    const [found] = placesAlongRoute([montgomery], [near], { maxKm: 30 });
    expect(found!.insertAfter).toBe(0);
    expect(found!.detourMinutes).toBeCloseTo(2 * roadDrive(montgomery, near).minutes, 6);
  });
});

const inAlabama = fc.record({
  lat: fc.double({ min: 30.3, max: 34.9, noNaN: true }),
  lng: fc.double({ min: -88.0, max: -85.8, noNaN: true }),
});

/** The definition, drive by drive on the road graph, for one gap. */
const extra = (a: Point, p: Point, b: Point) =>
  roadDrive(a, p).minutes + roadDrive(p, b).minutes - roadDrive(a, b).minutes;

describe('placesAlongRoute on generated days', () => {
  it('gives each place the least extra drive over every gap, never below zero, and that gap', () => {
    fc.assert(
      fc.property(
        fc.array(inAlabama, { minLength: 2, maxLength: 4 }),
        fc.array(inAlabama, { minLength: 1, maxLength: 4 }),
        (route, spots) => {
          const candidates = spots.map((p, i) => place(p, `Spot ${i}`));
          const found = placesAlongRoute(route, candidates, { maxKm: 1000 });
          expect(found).toHaveLength(candidates.length);
          for (const match of found) {
            const extras = route.slice(1).map((b, i) => extra(route[i]!, match, b));
            const least = Math.min(...extras);
            expect(match.detourMinutes).toBeGreaterThanOrEqual(0);
            expect(match.detourMinutes).toBeCloseTo(Math.max(0, least), 6);
            expect(extras[match.insertAfter]).toBeCloseTo(least, 6);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('gives a place on the straight line between two nearby stops the stop’s overhead and no more', () => {
    fc.assert(
      fc.property(
        inAlabama,
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.1, max: 0.9, noNaN: true }),
        (a, km, bearing, t) => {
          const b = offset(a, km * Math.sin(bearing), km * Math.cos(bearing));
          const between = place({ lat: a.lat + t * (b.lat - a.lat), lng: a.lng + t * (b.lng - a.lng) });
          // Only where all three drives are by local roads, straight: near a highway the road graph
          // may join it (roads.ts), and the line between the stops is then no longer straight.
          fc.pre([drivePath(a, b), drivePath(a, between), drivePath(between, b)].every((p) => p.length === 2));
          const [found] = placesAlongRoute([a, b], [between], { maxKm: 1 });
          expect(found!.distanceKm).toBeLessThan(0.01);
          expect(found!.detourMinutes).toBeCloseTo(DRIVE_OVERHEAD_MINUTES, 3);
        },
      ),
    );
  });

  it('keeps exactly the places within the distance of the route line, however the boxes are drawn', () => {
    // The distance to the line by brute force: every 100 m along each of its pieces.
    const reference = (line: Point[][], p: Point) =>
      Math.min(
        ...line.flatMap((leg) =>
          leg.flatMap((a, i) => {
            const b = leg[i + 1] ?? a;
            const steps = Math.max(1, Math.ceil(haversineKm(a, b) / 0.1));
            return Array.from({ length: steps + 1 }, (_, s) =>
              haversineKm(p, {
                lat: a.lat + (s / steps) * (b.lat - a.lat),
                lng: a.lng + (s / steps) * (b.lng - a.lng),
              }),
            );
          }),
        ),
      );
    fc.assert(
      fc.property(
        fc.array(inAlabama, { minLength: 1, maxLength: 3 }),
        fc.array(inAlabama, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 5, max: 80, noNaN: true }),
        (route, spots, maxKm) => {
          const day = planDayRoute(route);
          const candidates = spots.map((p, i) => place(p, `Spot ${i}`));
          const kept = new Set(placesAlongRoute(day, candidates, { maxKm }).map((p) => p.slug));
          for (const candidate of candidates) {
            const distance = reference(day.legs, candidate);
            expect(Math.abs(distanceToRoute(day, candidate) - distance)).toBeLessThan(0.1 + distance * 0.01);
            if (Math.abs(distance - maxKm) < 0.5 + maxKm * 0.01) continue;
            expect({ distance, maxKm, kept: kept.has(candidate.slug) }).toEqual({
              distance,
              maxKm,
              kept: distance < maxKm,
            });
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
