import cities from '@/lib/db/seed/data/cities.json';
import { haversineKm, kmToMiles } from '@/lib/trip-planner/geo';
import { ROAD_NODES, ROUTES } from '@/lib/trip-planner/road-data';
import { driveMatrix, drivePath, orderDrive, roadDrive } from '@/lib/trip-planner/roads';
import { BENCH, REGIONS, referenceMiles, referenceMinutes } from './road-bench';

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

describe('the road graph', () => {
  it('places every seeded town where the seed does, and every route names known nodes', () => {
    const seeded = new Map((cities as { slug: string; lat: number; lng: number }[]).map((c) => [c.slug, c]));
    const towns = Object.entries(ROAD_NODES).filter(([id]) => seeded.has(id));
    expect(towns.length).toBeGreaterThan(80);
    for (const [id, node] of towns) {
      expect([id, node.lat, node.lng]).toEqual([id, seeded.get(id)!.lat, seeded.get(id)!.lng]);
    }
    for (const route of ROUTES)
      for (const id of route.via) expect([route.ref, id in ROAD_NODES]).toEqual([route.ref, true]);
  });

  it('names each seeded town as the seed does, and gives every route a class, a source and a path', () => {
    const seeded = new Map((cities as { slug: string; name: string }[]).map((c) => [c.slug, c.name]));
    const named = Object.entries(ROAD_NODES).map(([id, node]) => [id, node.name]);
    expect(named.filter(([id]) => seeded.has(id!)).length).toBeGreaterThan(80);
    for (const [id, name] of named)
      expect([id, name]).toEqual([id, seeded.get(id!) ?? expect.stringMatching(/^[A-Z][\w ()/,.-]+$/)]);
    expect(new Set(ROUTES.map((route) => route.ref)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect([route.ref, route.cls]).toEqual([route.ref, expect.stringMatching(/^(interstate|divided|highway)$/)]);
      expect([route.ref, route.source]).toEqual([route.ref, expect.stringMatching(/^(I|US|AL) \d+.*\.$|^I-\d+.*\.$/)]);
      expect([route.ref, route.via.length > 1, new Set(route.via).size]).toEqual([route.ref, true, route.via.length]);
    }
  });

  it('estimates Vulcan Park to the Capitol is about 92 mi and 1 h 30 by I-65', () => {
    const vulcan = { lat: 33.492, lng: -86.796 };
    const capitol = { lat: 32.378, lng: -86.301 };
    const drive = roadDrive(vulcan, capitol);
    expect(kmToMiles(drive.km)).toBeGreaterThan(85);
    expect(kmToMiles(drive.km)).toBeLessThan(100);
    expect(drive.minutes).toBeGreaterThan(80);
    expect(drive.minutes).toBeLessThan(100);
  });

  it('meets the accuracy targets on the bench: median error at most 5% and worst 15%, on distance and on time', () => {
    expect(BENCH.length).toBeGreaterThanOrEqual(60);
    const distance = BENCH.map((p) => Math.abs(kmToMiles(roadDrive(p.a, p.b).km) / referenceMiles(p) - 1));
    const time = BENCH.map((p) => Math.abs(roadDrive(p.a, p.b).minutes / referenceMinutes(p) - 1));
    expect(median(distance)).toBeLessThanOrEqual(0.05);
    expect(median(time)).toBeLessThanOrEqual(0.05);
    expect(Math.max(...distance)).toBeLessThanOrEqual(0.15);
    expect(Math.max(...time)).toBeLessThanOrEqual(0.15);
  });

  it('has bench legs in every region of the state, each with the source of its reference', () => {
    expect([...new Set(BENCH.map((p) => p.region))].sort()).toEqual([...REGIONS].sort());
    for (const p of BENCH) expect([p.from, p.to, p.source.length > 10]).toEqual([p.from, p.to, true]);
  });

  it('drives south from Selma: the Edmund Pettus Bridge to the USS Alabama is about 160 mi and under 3 h 15', () => {
    // Before AL 22 and AL 5 were in the graph, this went round by Demopolis: 232 mi, 3 h 44.
    const drive = roadDrive({ lat: 32.405, lng: -87.019 }, { lat: 30.681, lng: -88.014 });
    expect(kmToMiles(drive.km)).toBeGreaterThan(150);
    expect(kmToMiles(drive.km)).toBeLessThan(175);
    expect(drive.minutes).toBeLessThan(195);
  });

  it('puts the Lowndes Interpretive Center on US 80 between Selma and Montgomery', () => {
    const selma = { lat: 32.405, lng: -87.019 };
    const lowndes = { lat: 32.308, lng: -86.702 };
    const capitol = { lat: 32.378, lng: -86.301 };
    const m = driveMatrix([selma, lowndes, capitol]);
    // Stopping on the way costs little more than the drive straight through.
    expect(m.drive(0, 1).km + m.drive(1, 2).km).toBeLessThan(m.drive(0, 2).km * 1.1);
  });

  it('joins a place beside a road to that road, not to the nearest town by back roads', () => {
    // Halfway along I-65 between exit 57 (for Atmore) and Evergreen, 38 mi apart with no town
    // between, heading for the Capitol: on the Interstate from there, not 20 mi of county roads to
    // Evergreen first.
    const exit57 = { lat: 31.13, lng: -87.5 };
    const evergreen = { lat: 31.4335, lng: -86.9569 };
    const halfway = { lat: (exit57.lat + evergreen.lat) / 2, lng: (exit57.lng + evergreen.lng) / 2 };
    const capitol = { lat: 32.378, lng: -86.301 };
    const extra = roadDrive(halfway, capitol).minutes - roadDrive(evergreen, capitol).minutes;
    // Half that run at Interstate speed is about 18 minutes; by county roads it would be 45.
    expect(extra).toBeGreaterThan(12);
    expect(extra).toBeLessThan(24);
  });

  it('adds up a route from the same matrix, and the same place twice is no drive', () => {
    const m = driveMatrix([BENCH[0]!.a, BENCH[0]!.b, BENCH[0]!.a]);
    const there = m.drive(0, 1);
    expect(orderDrive(m, [0, 1, 2]).km).toBeCloseTo(there.km + m.drive(1, 2).km, 9);
    expect(m.drive(0, 2)).toEqual({ km: 0, minutes: 0 });
  });
});

describe('drivePath: the line a leg follows on the road graph', () => {
  const huntsville = { lat: 34.7304, lng: -86.5861 };
  const mobile = { lat: 30.6954, lng: -88.0399 };

  it('starts and ends at the two places and passes the towns between them in order', () => {
    const path = drivePath(huntsville, mobile);
    expect(path[0]).toEqual(huntsville);
    expect(path.at(-1)).toEqual(mobile);
    // Huntsville to Mobile runs through Birmingham and Montgomery, north to south.
    expect(path.length).toBeGreaterThan(4);
    const lats = path.map((p) => p.lat);
    expect(lats.slice(1).filter((lat, i) => lat > lats[i]! + 0.2)).toEqual([]);
  });

  it('is as long as the drive it draws, give or take the bends the graph adds to each segment', () => {
    const path = drivePath(huntsville, mobile);
    const straight = path.slice(1).reduce((km, p, i) => km + haversineKm(path[i]!, p), 0);
    const drive = roadDrive(huntsville, mobile);
    expect(straight).toBeLessThanOrEqual(drive.km);
    expect(straight).toBeGreaterThan(drive.km / 1.3);
  });

  it('is just the two places when they are next door', () => {
    const a = { lat: 33.5207, lng: -86.8025 };
    const b = { lat: 33.521, lng: -86.803 };
    expect(drivePath(a, b)).toEqual([a, b]);
  });
});
