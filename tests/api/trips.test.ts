import { POST as createTrip } from '@/app/prod/trips/route';
import { getTripForUser, listTripsForUser } from '@/lib/trips';
import { call } from '../support/api';
import { tokenFor, type Fixtures } from '../support/fixtures';
import { point, routing, tripTestContext, validTripFor, type TripTestContext } from '../support/trip-api';

let context: TripTestContext;
let places: Fixtures;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  context = await tripTestContext();
  ({ places, tokenA, tokenB } = context);
});
const validTrip = () => validTripFor(context);

describe('POST /prod/trips', () => {
  it('creates a trip owned by the caller and answers it with an ISO createdAt', async () => {
    const { status, body } = await call(createTrip, {
      url: '/prod/trips',
      method: 'POST',
      token: tokenA,
      body: { ...validTrip(), startDate: '2027-03-01', endDate: '2027-03-04' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      tripId: expect.any(Number),
      owner: 'trip-owner-a',
      name: 'Gulf Shores Trip',
      locations: [places.park.slug, places.oysterBar.slug],
      routing,
      tripInfo: [
        { locationId: String(places.park.id), show: true },
        { locationId: String(places.oysterBar.id), show: false },
      ],
      // A client that sends no days gets none: the trip's shape for it is otherwise unchanged.
      days: [],
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.any(String),
      version: 1,
    });
    expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(30_000);
    expect(await getTripForUser('trip-owner-a', body.tripId)).toMatchObject({ name: 'Gulf Shores Trip' });
  });

  it('needs a token, and writes nothing without one', async () => {
    const before = (await listTripsForUser('trip-owner-a')).length;
    const { status } = await call(createTrip, { url: '/prod/trips', method: 'POST', body: validTrip() });
    expect(status).toBe(401);
    expect((await listTripsForUser('trip-owner-a')).length).toBe(before);
  });

  it('refuses an owner other than the caller with 403 and writes nothing', async () => {
    const { status, body } = await call(createTrip, {
      url: '/prod/trips',
      method: 'POST',
      token: tokenB,
      body: validTrip(),
    });
    expect(status).toBe(403);
    expect(body.error).toMatchObject({ field: 'owner', message: 'owner: must be the signed-in user' });
    expect(await listTripsForUser('trip-other-b')).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty name', { name: '' }, 'name'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'name'],
    ['locations that are not a list', { locations: 'park' }, 'locations'],
    ['101 locations', { locations: Array.from({ length: 101 }, (_, i) => `place-${i}`) }, 'locations'],
    ['an unknown location slug', { locations: ['fixture-nowhere-at-all'] }, 'locations.0'],
    ['routing without end', { routing: { begin: point } }, 'routing.end'],
    ['a latitude outside -90..90', { routing: { begin: { ...point, lat: 123 }, end: point } }, 'routing.begin.lat'],
    ['a longitude given as text', { routing: { begin: point, end: { ...point, long: 'west' } } }, 'routing.end.long'],
    ['tripInfo without show', { tripInfo: [{ locationId: '1' }] }, 'tripInfo.0.show'],
    ['an impossible date', { startDate: '2027-02-30' }, 'startDate'],
    ['an end before the start', { startDate: '2027-03-04', endDate: '2027-03-01' }, 'endDate'],
    ['no owner', { owner: undefined }, 'owner'],
  ])('answers %s with a 400 naming the field, writing nothing', async (_label, overrides, field) => {
    const tokenC = await tokenFor('trip-writer-c');
    const body = { ...validTrip(), owner: 'trip-writer-c', ...overrides };
    const response = await call(createTrip, { url: '/prod/trips', method: 'POST', token: tokenC, body });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(response.body.error.message).toContain(field);
    expect(await listTripsForUser('trip-writer-c')).toEqual([]);
  });
});
