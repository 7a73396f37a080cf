import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { routeCache, routeLines } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { createTrip, type Trip } from '@/lib/trips';
import { knownDriveMatrix, pointKey } from '@/lib/trip-planner/drive-table';
import { FULL_MATRIX_POINTS, resumeGoogleRoutes } from '@/lib/trip-planner/google-routes';
import { resumeGooglePolylines } from '@/lib/trip-planner/google-polylines';
import { tripRoutes } from '@/lib/trip-planner/day-routes';
import { decodePolyline } from '@/lib/trip-planner/polyline';
import { planMatrixRequests } from '@/lib/trip-planner/route-requests';
import { buildItinerary } from '@/lib/trip-planner/itinerary';
import { orderDrive } from '@/lib/trip-planner/roads';
import { getTripView } from '@/lib/trip-planner/trip-view';
import { makeLocation, makeVisitor } from './fixtures';

// A fake Google Routes API on loopback (Google is outside us: the one thing these tests fake).
type LatLng = { latitude: number; longitude: number };
type Body = {
  origins: { waypoint: { location: { latLng: LatLng } } }[];
  destinations: { waypoint: { location: { latLng: LatLng } } }[];
  travelMode: string;
  routingPreference: string;
};
type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: Body };
let seen: Seen[] = [];
type LegBody = { origin: { location: { latLng: LatLng } }; destination: { location: { latLng: LatLng } } };
let lines: { headers: IncomingHttpHeaders; body: LegBody }[] = [];
/** Google's answer for one leg: by default a line through the midpoint, nudged east so it is not the road graph's. */
const googleLine = (body: LegBody): { status: number; json: unknown } => {
  const [a, b] = [body.origin.location.latLng, body.destination.location.latLng];
  const mid = { latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2 + 0.01 };
  return {
    status: 200,
    json: { routes: [{ polyline: { encodedPolyline: encode([a, mid, b]) }, distanceMeters: 1234, duration: '99s' }] },
  };
};
/** Google's polyline encoding, written out for the fake (the reverse of lib/trip-planner/polyline.ts). */
function encode(points: LatLng[]): string {
  let out = '';
  let [lat, lng] = [0, 0];
  const one = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const p of points) {
    const [y, x] = [Math.round(p.latitude * 1e5), Math.round(p.longitude * 1e5)];
    one(y - lat);
    one(x - lng);
    [lat, lng] = [y, x];
  }
  return out;
}
let line = googleLine;
let answer: (body: Body) => { status: number; json: unknown } | 'hang';
let server: Server;
const KEY = 'test-routes-key';

/** Google-like figures that the road graph would never give: tell the two apart in a leg. */
const fakeMeters = (a: LatLng, b: LatLng) =>
  Math.round(Math.abs(a.latitude - b.latitude) * 111_000 + Math.abs(a.longitude - b.longitude) * 93_000) + 777;
const fakeSeconds = (meters: number) => Math.round(meters / 25);
const latLng = (w: Body['origins'][number]) => w.waypoint.location.latLng;
const googleLike = (body: Body) =>
  body.origins.flatMap((o, oi) =>
    body.destinations.map((d, di) => {
      const meters = fakeMeters(latLng(o), latLng(d));
      // Google's JSON leaves out zero values, index 0 included.
      return {
        ...(oi ? { originIndex: oi } : {}),
        ...(di ? { destinationIndex: di } : {}),
        status: {},
        distanceMeters: meters,
        duration: `${fakeSeconds(meters)}s`,
        condition: 'ROUTE_EXISTS',
      };
    }),
  );
const p = (l: LatLng) => ({ lat: l.latitude, lng: l.longitude });
const pairsAsked = (requests: Seen[]) =>
  requests.flatMap((r) =>
    r.body.origins.flatMap((o) =>
      r.body.destinations.map((d) => `${pointKey(p(latLng(o)))}>${pointKey(p(latLng(d)))}`),
    ),
  );

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      // A leg's line (computeRoutes) is asked apart from the figures (the matrix).
      if (req.url!.includes('computeRoutes')) {
        const leg = JSON.parse(raw) as LegBody;
        lines.push({ headers: req.headers, body: leg });
        const out = line(leg);
        res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.json));
        return;
      }
      const body = JSON.parse(raw) as Body;
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const out = answer(body);
      if (out === 'hang') return;
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await getDb(); // migrating a fresh database is slow on a loaded machine: not part of any one test
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  // Every trip starts and ends in the same two cities: no test may find another's answers.
  await (await getDb()).delete(routeCache);
  await (await getDb()).delete(routeLines);
  seen = [];
  lines = [];
  line = googleLine;
  answer = (body) => ({ status: 200, json: googleLike(body) });
  process.env.GOOGLE_MAPS_API_KEY = KEY;
  process.env.GOOGLE_ROUTES_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  resetEnvCache();
  resumeGoogleRoutes();
  resumeGooglePolylines();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.GOOGLE_MAPS_API_KEY;
  delete process.env.GOOGLE_ROUTES_BASE_URL;
  resetEnvCache();
});

const routing = {
  begin: { lat: 33.5186, long: -86.8104, city: 'Birmingham', state: 'AL' },
  end: { lat: 32.3668, long: -86.3, city: 'Montgomery', state: 'AL' },
};
let spot = 0;
/** A trip from Birmingham to Montgomery through `count` places that no other test uses. */
async function tripThrough(count: number): Promise<Trip> {
  await getDb();
  const owner = await makeVisitor('routes');
  const places = [];
  for (let i = 0; i < count; i += 1) {
    spot += 1;
    places.push(
      await makeLocation({ name: `Stop ${spot}`, latitude: 32.4 + spot * 0.013, longitude: -87.5 + spot * 0.011 }),
    );
  }
  return createTrip(owner, {
    owner,
    name: 'Routes',
    locations: places.map((l) => l.slug),
    routing,
    tripInfo: [],
    startDate: '2027-04-06',
    endDate: '2027-04-06',
  });
}
const without = (e: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(e).filter(([k]) => k !== field));
const cachedRows = async () => (await getDb()).select().from(routeCache);

describe('drive times from the Google Routes API', () => {
  it("with a key, a trip's legs show Google's figures, asked in one well-formed request", async () => {
    const view = await getTripView(await tripThrough(2));
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/distanceMatrix/v2:computeRouteMatrix');
    expect(request!.headers['x-goog-api-key']).toBe(KEY);
    expect(request!.headers['x-goog-fieldmask']).toBe(
      'originIndex,destinationIndex,distanceMeters,duration,condition,status',
    );
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.body.travelMode).toBe('DRIVE');
    expect(request!.body.routingPreference).toBe('TRAFFIC_UNAWARE');
    // Four distinct points, every ordered pair: the optimiser compares any two.
    expect(request!.body.origins).toHaveLength(4);
    expect(request!.body.destinations).toHaveLength(4);
    const legs = view.itinerary.days[0]!.legs;
    expect(legs.map((l) => [l.from, l.to])).toEqual([
      ['Birmingham', view.stops[0]!.name],
      [view.stops[0]!.name, view.stops[1]!.name],
      [view.stops[1]!.name, 'Montgomery'],
    ]);
    const points = [view.begin, ...view.stops, view.end];
    legs.forEach((leg, i) => {
      const meters = fakeMeters(
        { latitude: points[i]!.lat, longitude: points[i]!.lng },
        { latitude: points[i + 1]!.lat, longitude: points[i + 1]!.lng },
      );
      expect(leg.km).toBeCloseTo(meters / 1000, 6);
      expect(leg.minutes).toBeCloseTo(fakeSeconds(meters) / 60, 6);
    });
    expect(view.routeSource).toBe('google');
    // The editor's optimiser gets the same drives: its matrix gives the itinerary's figures.
    const editorMatrix = knownDriveMatrix(points, view.drives);
    expect(orderDrive(editorMatrix, [0, 1, 2, 3]).minutes).toBeCloseTo(view.itinerary.minutes, 6);
    expect(await cachedRows()).toHaveLength(12);
  });

  it('a second view asks Google for nothing, and a trip with one more stop only for its new pairs', async () => {
    const trip = await tripThrough(3);
    await getTripView(trip);
    const first = new Set(pairsAsked(seen));
    seen = [];
    const again = await getTripView(trip);
    expect(seen).toHaveLength(0);
    expect(again.routeSource).toBe('google');

    const [extra] = (await tripThrough(1)).locations;
    const longer = await getTripView({ ...trip, locations: [...trip.locations, extra!] });
    const asked = pairsAsked(seen).filter((pair) => pair.split('>')[0] !== pair.split('>')[1]);
    expect(seen).toHaveLength(2);
    expect(asked.filter((pair) => first.has(pair))).toEqual([]);
    // Five old points to the new one and back.
    expect(new Set(asked).size).toBe(10);
    expect(longer.routeSource).toBe('google');
  });

  it('answers older than 30 days are asked for again', async () => {
    const trip = await tripThrough(1);
    await getTripView(trip);
    await (await getDb()).update(routeCache).set({ fetchedAt: sql`now() - interval '31 days'` });
    seen = [];
    await getTripView(trip);
    expect(seen).toHaveLength(1);
  });

  it('answers up to 30 days old are used as they are', async () => {
    const trip = await tripThrough(1);
    await getTripView(trip);
    await (await getDb()).update(routeCache).set({ fetchedAt: sql`now() - interval '29 days'` });
    seen = [];
    const view = await getTripView(trip);
    expect(seen).toHaveLength(0);
    expect(view.routeSource).toBe('google');
  });

  it('a trip with no stops asks for the drive between its two ends', async () => {
    const view = await getTripView(await tripThrough(0));
    expect(new Set(pairsAsked(seen).filter((x) => x.split('>')[0] !== x.split('>')[1])).size).toBe(2);
    expect(view.routeSource).toBe('google');
    expect(view.drives).toHaveLength(2);
  });

  it('an answer that is not a list is no answer: the road graph answers, and the log says why', async () => {
    answer = (body) => ({ status: 200, json: { elements: googleLike(body) } });
    const view = await getTripView(await tripThrough(1));
    expect(seen).toHaveLength(1);
    expect(view.routeSource).toBe('road-graph');
    expect(await cachedRows()).toHaveLength(0);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Google Routes answered something other than a list of elements'),
    );
  });

  it('an answer with nothing usable in it keeps nothing and logs nothing: nothing went wrong with us', async () => {
    answer = (body) => ({
      status: 200,
      json: (googleLike(body) as Record<string, unknown>[]).map((e) => ({ ...e, condition: 'ROUTE_UNSPECIFIED' })),
    });
    const view = await getTripView(await tripThrough(1));
    expect(seen).toHaveLength(1);
    expect(view.routeSource).toBe('road-graph');
    expect(await cachedRows()).toHaveLength(0);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('when the answers cannot be kept, this view still shows them and the next asks again', async () => {
    const db = await getDb();
    // A real refusal from the database, not a stand-in: a trigger that fails every write to the cache.
    await db.execute(
      sql`create or replace function refuse_route_cache() returns trigger language plpgsql as $$ begin raise exception 'the disk is full'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_route_cache before insert on route_cache for each statement execute function refuse_route_cache()`,
    );
    try {
      const trip = await tripThrough(1);
      const view = await getTripView(trip);
      expect(view.routeSource).toBe('google');
      expect(view.drives).toHaveLength(6);
      expect(await cachedRows()).toHaveLength(0);
      expect(console.warn).toHaveBeenCalledWith(
        '[google-routes] could not keep the answers:',
        expect.stringContaining('insert into "route_cache"'),
      );
      seen = [];
      await getTripView(trip);
      expect(seen).toHaveLength(1);
    } finally {
      await db.execute(sql`drop trigger refuse_route_cache on route_cache`);
      await db.execute(sql`drop function refuse_route_cache()`);
    }
  });

  it('when Google fails, the road graph answers without an error, and Google is not asked again at once', async () => {
    answer = () => ({ status: 500, json: { error: { code: 500, message: 'Internal error' } } });
    const trip = await tripThrough(2);
    const view = await getTripView(trip);
    expect(seen).toHaveLength(1);
    expect(view.routeSource).toBe('road-graph');
    const offline = buildItinerary(view.begin, view.end, view.stops, { ...trip, days: view.days });
    expect(view.itinerary.days[0]!.legs).toEqual(offline.days[0]!.legs);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Google Routes answered 500'));
    await getTripView(trip);
    expect(seen).toHaveLength(1);
  });

  it('when Google does not answer within 5 seconds, the road graph answers', async () => {
    answer = () => 'hang';
    const started = Date.now();
    const view = await getTripView(await tripThrough(1));
    expect(Date.now() - started).toBeLessThan(9000);
    expect(view.routeSource).toBe('road-graph');
    expect(view.itinerary.days[0]!.legs).toHaveLength(2);
  });

  it('without a key, no request is made and the road graph answers', async () => {
    delete process.env.GOOGLE_MAPS_API_KEY;
    resetEnvCache();
    const before = (await cachedRows()).length;
    const view = await getTripView(await tripThrough(2));
    expect(seen).toHaveLength(0);
    expect(view.routeSource).toBe('road-graph');
    expect(view.drives).toEqual([]);
    expect(await cachedRows()).toHaveLength(before);
  });

  it('keeps no bad answer: missing fields, negative numbers, errors; a pair with no route falls back to the road graph', async () => {
    const trip = await tripThrough(1);
    answer = (body) => {
      const good = googleLike(body) as Record<string, unknown>[];
      // Start, stop and end, every pair in one request: element i is from point i / 3 to point i % 3.
      const spoil: Record<number, (e: Record<string, unknown>) => Record<string, unknown>> = {
        1: (e) => without(e, 'distanceMeters'), // begin -> stop: no distance
        2: (e) => ({ ...e, distanceMeters: -5 }), // begin -> end: negative distance
        3: (e) => ({ ...e, duration: '-40s' }), // stop -> begin: negative duration
        5: (e) => ({ ...e, status: { code: 3, message: 'bad waypoint' } }), // stop -> end: an error
        6: (e) => without(e, 'duration'), // end -> begin: no duration
        7: (e) => ({
          originIndex: e.originIndex,
          destinationIndex: e.destinationIndex,
          status: {},
          condition: 'ROUTE_NOT_FOUND',
        }), // end -> stop
      };
      return {
        status: 200,
        json: [
          ...good.map((e, i) => (spoil[i] ? spoil[i](e) : e)),
          { originIndex: 9, destinationIndex: 0, distanceMeters: 5, duration: '5s', condition: 'ROUTE_EXISTS' },
        ],
      };
    };
    const view = await getTripView(trip);
    expect(seen).toHaveLength(1);
    const keys = [view.begin, view.stops[0]!, view.end].map(pointKey);
    const rows = (await cachedRows()).filter((r) => keys.includes(r.origin) && keys.includes(r.destination));
    // Only the answer that Google found no route from end to stop is kept (as no route).
    expect(rows.map((r) => [r.origin, r.destination, r.meters, r.seconds])).toEqual([[keys[2], keys[1], null, null]]);
    expect(view.drives).toEqual([]);
    expect(view.routeSource).toBe('road-graph');
    const offline = buildItinerary(view.begin, view.end, view.stops, { ...trip, days: view.days });
    expect(view.itinerary.days[0]!.legs).toEqual(offline.days[0]!.legs);
  });

  it('trusts an element only when each field is as Google sends it, and keeps the edge values', async () => {
    const trip = await tripThrough(3);
    // Begin, three stops and end, every pair in one request: element i is from point i / 5 to point i % 5.
    const spoil: Record<number, (e: Record<string, unknown>) => unknown> = {
      1: () => null,
      2: () => 'ROUTE_EXISTS',
      3: (e) => ({ ...e, originIndex: 0.5 }),
      4: (e) => ({ ...e, destinationIndex: -1 }),
      5: (e) => ({ ...e, originIndex: -1 }),
      7: (e) => ({ ...e, destinationIndex: 5 }),
      8: (e) => ({ ...e, originIndex: 5 }),
      9: (e) => ({ ...e, status: 'OK' }),
      10: (e) => ({ ...e, status: null }),
      11: (e) => ({ ...e, condition: 'ROUTE_UNSPECIFIED' }),
      13: (e) => ({ ...e, distanceMeters: 5_000_001 }),
      14: (e) => ({ ...e, duration: `${5 * 24 * 3600 + 1}s` }),
      15: (e) => ({ ...e, duration: '12sx' }),
      16: (e) => ({ ...e, duration: 'x12s' }),
      17: (e) => ({ ...e, distanceMeters: 5_000_000, duration: '100s' }),
      19: (e) => ({ ...e, distanceMeters: 1000, duration: `${5 * 24 * 3600}s` }),
      20: (e) => ({ ...e, distanceMeters: 1000, duration: '3600.25s' }),
      21: (e) => ({ ...e, distanceMeters: 1000, duration: '60s', status: { code: 0 } }),
      22: (e) => ({ ...e, distanceMeters: 0, duration: '60s' }),
      23: (e) => ({ ...without(e, 'status'), distanceMeters: 2000, duration: '120s' }), // no status is no error
    };
    answer = (body) => ({
      status: 200,
      json: (googleLike(body) as Record<string, unknown>[]).map((e, i) => (spoil[i] ? spoil[i](e) : e)),
    });
    const view = await getTripView(trip);
    expect(seen).toHaveLength(1);
    const keys = [view.begin, ...view.stops, view.end].map(pointKey);
    const rows = await cachedRows();
    const kept = Object.keys(spoil)
      .map(Number)
      .map((i) => {
        const row = rows.find((r) => r.origin === keys[Math.floor(i / 5)] && r.destination === keys[i % 5]);
        return [i, row ? [row.meters, row.seconds] : 'not kept'];
      });
    expect(kept).toEqual([
      ...[1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16].map((i) => [i, 'not kept']),
      [17, [5_000_000, 100]], // 5,000 km and 5 days are the largest figures kept
      [19, [1000, 432_000]],
      [20, [1000, 3600]], // fractions of a second round
      [21, [1000, 60]], // a status with code 0 is no error
      [22, [0, 60]],
      [23, [2000, 120]],
    ]);
  });
});

describe('what is asked of Google', () => {
  const everyPair = (n: number) =>
    new Set(
      Array.from({ length: n }, (_, o) => Array.from({ length: n }, (_, d) => `${o}>${d}`))
        .flat()
        .filter((x) => x.split('>')[0] !== x.split('>')[1]),
    );
  const elements = (requests: { origins: number[]; destinations: number[] }[]) =>
    requests.flatMap((r) => r.origins.flatMap((o) => r.destinations.map((d) => `${o}>${d}`)));

  it("a fresh trip of 25 points is one request of 625 elements, Google's limit", () => {
    const requests = planMatrixRequests(everyPair(25), true);
    expect(requests.map((r) => [r.origins.length, r.destinations.length])).toEqual([[25, 25]]);
  });

  it('no request goes over 25 x 25 and every missing pair is asked once', () => {
    const missing = everyPair(40);
    const requests = planMatrixRequests(missing, true);
    expect(requests.every((r) => r.origins.length <= 25 && r.destinations.length <= 25)).toBe(true);
    const asked = elements(requests).filter((x) => x.split('>')[0] !== x.split('>')[1]);
    expect(asked.length).toBe(missing.size);
    expect(new Set(asked)).toEqual(missing);
  });

  it.each([
    [
      'origins that want different destinations are not merged into a request that names a known pair',
      ['0>2', '1>2', '2>0'],
      true,
    ],
    [
      'destination sets that read alike run together ("1,23" and "1,2,3") stay apart',
      ['0>1', '0>23', '4>1', '4>2', '4>3'],
      false,
    ],
  ])('%s', (_, pairs, merge) => {
    const missing = new Set(pairs);
    const asked = elements(planMatrixRequests(missing, merge)).filter((x) => x.split('>')[0] !== x.split('>')[1]);
    expect(asked.sort()).toEqual([...missing].sort());
  });

  it(`a trip of exactly ${FULL_MATRIX_POINTS} points asks for every pair, in one request`, async () => {
    const view = await getTripView(await tripThrough(FULL_MATRIX_POINTS - 2));
    expect(seen).toHaveLength(1);
    expect(new Set(pairsAsked(seen).filter((x) => x.split('>')[0] !== x.split('>')[1])).size).toBe(
      FULL_MATRIX_POINTS * (FULL_MATRIX_POINTS - 1),
    );
    expect(view.routeSource).toBe('google');
  }, 60_000);

  it('a long trip whose first stop is where it begins asks for no drive from a place to itself', async () => {
    const trip = await tripThrough(FULL_MATRIX_POINTS);
    const home = await makeLocation({
      name: 'Stop at the start',
      latitude: routing.begin.lat,
      longitude: routing.begin.long,
    });
    const view = await getTripView({ ...trip, locations: [home.slug, ...trip.locations] });
    expect(pairsAsked(seen).filter((x) => x.split('>')[0] === x.split('>')[1])).toEqual([]);
    expect(view.routeSource).toBe('google');
  }, 60_000);

  it(`a trip of more than ${FULL_MATRIX_POINTS} points asks for the legs it drives, not every pair`, async () => {
    const trip = await tripThrough(FULL_MATRIX_POINTS);
    const view = await getTripView(trip);
    const asked = new Set(pairsAsked(seen).filter((x) => x.split('>')[0] !== x.split('>')[1]));
    expect(asked.size).toBe(FULL_MATRIX_POINTS + 1);
    expect(view.routeSource).toBe('google');
    expect(view.itinerary.days[0]!.legs).toHaveLength(FULL_MATRIX_POINTS + 1);
  }, 60_000);
});

describe("the route's line from Google", () => {
  it('with a key, each day is drawn along the line Google gives for its legs, asked once and kept', async () => {
    const trip = await tripThrough(2);
    const view = await getTripView(trip);
    const legs = view.itinerary.days.flatMap((d) => d.legs).length;
    expect(lines).toHaveLength(legs);
    expect(lines[0]!.headers['x-goog-fieldmask']).toBe('routes.polyline.encodedPolyline');
    expect(lines[0]!.headers['x-goog-api-key']).toBe(KEY);
    expect(view.paths).toHaveLength(legs);
    const [route] = tripRoutes(view);
    // Start, the nudged midpoint, first stop, midpoint, second stop, midpoint, end: Google's points, not the graph's towns.
    expect(route!.path).toHaveLength(1 + legs * 2);
    expect(route!.path[1]!.lng).toBeCloseTo((view.begin.lng + view.stops[0]!.lng) / 2 + 0.01, 4);

    lines = [];
    const again = await getTripView(trip);
    expect(lines).toEqual([]);
    expect(again.paths).toEqual(view.paths);
  });

  it('without a key, or when Google fails, the road graph draws the line and nothing is asked again at once', async () => {
    line = () => ({ status: 500, json: {} });
    const trip = await tripThrough(1);
    const view = await getTripView(trip);
    expect(view.paths).toEqual([]);
    expect(tripRoutes(view)[0]!.path.length).toBeGreaterThan(2);
    const asked = lines.length;
    await getTripView(trip);
    expect(lines).toHaveLength(asked);
    delete process.env.GOOGLE_MAPS_API_KEY;
    resetEnvCache();
    resumeGooglePolylines();
    expect((await getTripView(trip)).paths).toEqual([]);
    expect(lines).toHaveLength(asked);
  });
});

describe('decodePolyline', () => {
  it("reads Google's documented example, and stops at a broken string without inventing a point", () => {
    // The example in Google's description of the format.
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
    expect(decodePolyline('_p~iF~ps|U_ulL')).toEqual([{ lat: 38.5, lng: -120.2 }]);
    expect(decodePolyline('')).toEqual([]);
  });
});
