import fc from 'fast-check';
import { GET } from '@/app/api/along-route/route';
import type { AlongRoutePlace } from '@/lib/trip-planner/along-route-query';
import { call } from '../support/api';

// On the seeded places: a day from downtown Birmingham to downtown Montgomery, down I-65.
const BIRMINGHAM = '33.5207,-86.8025';
const CLANTON = '32.8387,-86.6294';
const MONTGOMERY = '32.3668,-86.3';

async function along(query: string) {
  const response = await call(GET, { url: `/api/along-route?${query}` });
  return { ...response, places: (response.body?.places ?? []) as AlongRoutePlace[] };
}
const names = (places: AlongRoutePlace[]) => places.map((p) => p.name);

describe('GET /api/along-route', () => {
  it('finds places to eat along I-65 between Birmingham and Montgomery, and none on the coast', async () => {
    const { status, places, headers } = await along(`points=${BIRMINGHAM};${MONTGOMERY}&miles=10&kind=eat`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, s-maxage=300, stale-while-revalidate=600');
    const peachPark = places.find((p) => p.name === 'Peach Park');
    expect(peachPark).toEqual({
      id: expect.any(Number),
      slug: 'peach-park',
      name: 'Peach Park',
      kind: 'eat',
      city: 'Clanton',
      lat: 32.821,
      lng: -86.627,
      detourMinutes: expect.any(Number),
      insertAfter: 0,
      miles: expect.any(Number),
    });
    expect(peachPark!.miles).toBeLessThan(1);
    expect(peachPark!.detourMinutes).toBeGreaterThanOrEqual(8);
    expect(peachPark!.detourMinutes).toBeLessThan(20);
    expect(places.length).toBeLessThanOrEqual(30);
    expect(places.every((p) => p.kind === 'eat' && p.miles <= 10 && Number.isInteger(p.detourMinutes))).toBe(true);
    expect(places.map((p) => p.city)).not.toContain('Gulf Shores');
    const detours = places.map((p) => p.detourMinutes);
    expect(detours).toEqual([...detours].sort((a, b) => a - b));
  });

  it('widens with the distance: Bessemer’s Bright Star is 8 miles off, found at 10 miles and not at 5', async () => {
    expect(names((await along(`points=${BIRMINGHAM};${MONTGOMERY}&miles=5&kind=eat`)).places)).not.toContain(
      'The Bright Star',
    );
    expect(names((await along(`points=${BIRMINGHAM};${MONTGOMERY}&miles=10&kind=eat`)).places)).toContain(
      'The Bright Star',
    );
  });

  it('reads 10 miles when none is given', async () => {
    const { status, places } = await along(`points=${BIRMINGHAM};${MONTGOMERY}&kind=eat`);
    expect(status).toBe(200);
    expect(names(places)).toContain('The Bright Star');
  });

  it('finds lodging for the night with kind=stay, and only lodging', async () => {
    const { places } = await along(`points=${BIRMINGHAM};${MONTGOMERY}&miles=5&kind=stay`);
    expect(names(places)).toEqual(expect.arrayContaining(['Oak Mountain State Park Campground', 'The Redmont Hotel']));
    expect(names(places)).not.toContain('Peach Park');
  });

  it('leaves out the places already on the trip', async () => {
    const { places } = await along(`points=${BIRMINGHAM};${MONTGOMERY}&miles=10&kind=eat&exclude=peach-park,gus-s-x`);
    expect(places.length).toBeGreaterThan(0);
    expect(names(places)).not.toContain('Peach Park');
  });

  it('says after which point a place fits: Montgomery’s after the stop in Clanton', async () => {
    const { places } = await along(`points=${BIRMINGHAM};${CLANTON};${MONTGOMERY}&miles=5&kind=eat`);
    const gap = Object.fromEntries(places.map((p) => [p.name, p.insertAfter]));
    expect(gap).toMatchObject({ 'Gus’s Hot Dogs': 0, 'Chris’ Hot Dogs': 1, 'Martin’s Restaurant': 1 });
  });

  it.each([
    ['no points', `miles=10&kind=eat`, 'points'],
    ['points that are not numbers', `points=abc;def&kind=eat`, 'points'],
    ['a latitude past the pole', `points=91,-86;${MONTGOMERY}&kind=eat`, 'points'],
    ['a point with three numbers', `points=33,-86,1;${MONTGOMERY}&kind=eat`, 'points'],
    ['28 points', `points=${Array(28).fill(BIRMINGHAM).join(';')}&kind=eat`, 'points'],
    ['only separators', `points=;;;&kind=eat`, 'points'],
    ['no kind', `points=${BIRMINGHAM};${MONTGOMERY}`, 'kind'],
    ['another kind', `points=${BIRMINGHAM};${MONTGOMERY}&kind=shop`, 'kind'],
    ['0 miles', `points=${BIRMINGHAM};${MONTGOMERY}&kind=eat&miles=0`, 'miles'],
    ['51 miles', `points=${BIRMINGHAM};${MONTGOMERY}&kind=eat&miles=51`, 'miles'],
    ['miles in words', `points=${BIRMINGHAM};${MONTGOMERY}&kind=eat&miles=ten`, 'miles'],
    ['a slug with a space', `points=${BIRMINGHAM};${MONTGOMERY}&kind=eat&exclude=peach%20park`, 'exclude'],
  ])('answers 400 naming the parameter for %s', async (_, query, field) => {
    const { status, body } = await call(GET, { url: `/api/along-route?${query}` });
    expect({ status, field: body.error?.field }).toEqual({ status: 400, field });
  });

  it('accepts 27 points, the most a day holds', async () => {
    const { status } = await along(`points=${Array(27).fill(BIRMINGHAM).join(';')}&kind=see&miles=1`);
    expect(status).toBe(200);
  });

  it('answers any points text with a 200 or a 400, never a server error', async () => {
    const numberish = fc.oneof(
      fc.double({ noNaN: false }).map(String),
      fc.integer().map(String),
      fc.constantFrom('', '-', '1e3', 'Infinity', '0x1F', '١٢'),
    );
    const pointsText = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.tuple(numberish, numberish), { maxLength: 30 })
        .map((pairs) => pairs.map(([a, b]) => `${a},${b}`).join(';')),
    );
    await fc.assert(
      fc.asyncProperty(pointsText, fc.string({ maxLength: 6 }), async (points, miles) => {
        const query = new URLSearchParams({ points, miles, kind: 'eat' });
        const { status } = await call(GET, { url: `/api/along-route?${query}` });
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 60 },
    );
  });
});
