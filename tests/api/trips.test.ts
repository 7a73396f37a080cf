import { POST as createTrip } from '@/app/prod/trips/route';
import { DELETE, GET, PUT } from '@/app/prod/trips/[tripId]/route';
import { getDb } from '@/lib/db/client';
import { tripCollaborators } from '@/lib/db/schema';
import { getTripForUser, listTripsForUser } from '@/lib/trips';
import { ensureVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { insertPlaces, tokenFor, type Fixtures } from '../support/fixtures';

const point = { lat: 30.246, long: -87.701, city: 'Gulf Shores', state: 'AL' };
const routing = { begin: point, end: { ...point, lat: 30.27, city: 'Orange Beach' } };

let places: Fixtures;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  places = await insertPlaces();
  tokenA = await tokenFor('trip-owner-a');
  tokenB = await tokenFor('trip-other-b');
});

const validTrip = () => ({
  owner: 'trip-owner-a',
  name: 'Gulf Shores Trip',
  locations: [places.park.slug, places.oysterBar.slug],
  routing,
  tripInfo: [{ locationId: String(places.park.id), show: true }, { locationId: places.oysterBar.id, show: false }],
});

async function createAsA(overrides: Record<string, unknown> = {}) {
  const response = await call(createTrip, { url: '/prod/trips', method: 'POST', token: tokenA, body: { ...validTrip(), ...overrides } });
  expect(response.status).toBe(201);
  return response.body as { tripId: number; createdAt: string; name: string };
}

describe('POST /prod/trips', () => {
  it('creates a trip owned by the caller and answers it with an ISO createdAt', async () => {
    const { status, body } = await call(createTrip, { url: '/prod/trips', method: 'POST', token: tokenA, body: { ...validTrip(), startDate: '2027-03-01', endDate: '2027-03-04' } });
    expect(status).toBe(201);
    expect(body).toEqual({
      tripId: expect.any(Number),
      owner: 'trip-owner-a',
      name: 'Gulf Shores Trip',
      locations: [places.park.slug, places.oysterBar.slug],
      routing,
      tripInfo: [{ locationId: String(places.park.id), show: true }, { locationId: String(places.oysterBar.id), show: false }],
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: expect.any(String),
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
    const { status, body } = await call(createTrip, { url: '/prod/trips', method: 'POST', token: tokenB, body: validTrip() });
    expect(status).toBe(403);
    expect(body.error.field).toBe('owner');
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

describe('PUT /prod/trips/{tripId}', () => {
  it('replaces the trip with the full trip sent and keeps createdAt', async () => {
    const trip = await createAsA();
    const update = { ...trip, name: 'Gulf Shores Long Weekend', locations: [places.lodge.slug], tripInfo: [{ locationId: String(places.lodge.id), show: true }] };
    const { status, body } = await call(PUT, { url: `/prod/trips/${trip.tripId}`, method: 'PUT', token: tokenA, body: update, params: { tripId: String(trip.tripId) } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tripId: trip.tripId, name: 'Gulf Shores Long Weekend', locations: [places.lodge.slug], createdAt: trip.createdAt });
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Long Weekend');
  });

  it('is a 404 for another user\'s trip, which stays unchanged', async () => {
    const trip = await createAsA();
    const { status } = await call(PUT, { url: `/prod/trips/${trip.tripId}`, method: 'PUT', token: tokenB, body: { ...validTrip(), owner: 'trip-other-b', name: 'Hijacked' }, params: { tripId: String(trip.tripId) } });
    expect(status).toBe(404);
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Trip');
  });

  it('rejects a change of owner, a mismatched tripId and bad fields without writing', async () => {
    const trip = await createAsA();
    const put = (body: unknown) => call(PUT, { url: `/prod/trips/${trip.tripId}`, method: 'PUT', token: tokenA, body, params: { tripId: String(trip.tripId) } });
    expect((await put({ ...validTrip(), name: 'New', owner: 'trip-other-b' })).status).toBe(403);
    const mismatch = await put({ ...validTrip(), name: 'New', tripId: trip.tripId + 1000 });
    expect([mismatch.status, mismatch.body.error.field]).toEqual([400, 'tripId']);
    const bad = await put({ ...validTrip(), name: 'New', routing: { begin: point, end: { ...point, lat: -91 } } });
    expect([bad.status, bad.body.error.field]).toEqual([400, 'routing.end.lat']);
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Trip');
  });

  it('is a 404 for an unknown trip, a 400 for a malformed id and a 401 without a token', async () => {
    const unknown = await call(PUT, { url: '/prod/trips/987654', method: 'PUT', token: tokenA, body: validTrip(), params: { tripId: '987654' } });
    expect(unknown.status).toBe(404);
    const malformed = await call(PUT, { url: '/prod/trips/abc', method: 'PUT', token: tokenA, body: validTrip(), params: { tripId: 'abc' } });
    expect([malformed.status, malformed.body.error.field]).toEqual([400, 'tripId']);
    const anonymous = await call(PUT, { url: '/prod/trips/1', method: 'PUT', body: validTrip(), params: { tripId: '1' } });
    expect(anonymous.status).toBe(401);
  });

  it('lets a collaborator update but not delete the trip', async () => {
    const trip = await createAsA();
    await ensureVisitor('trip-other-b', 'trip-other-b@example.com');
    await (await getDb()).insert(tripCollaborators).values({ tripId: trip.tripId, userId: 'trip-other-b' });
    const update = await call(PUT, { url: `/prod/trips/${trip.tripId}`, method: 'PUT', token: tokenB, body: { ...validTrip(), name: 'Shared plan' }, params: { tripId: String(trip.tripId) } });
    expect(update.status).toBe(200);
    expect(update.body.owner).toBe('trip-owner-a');
    const removal = await call(DELETE, { url: `/prod/trips/${trip.tripId}`, method: 'DELETE', token: tokenB, params: { tripId: String(trip.tripId) } });
    expect(removal.status).toBe(404);
    expect(await getTripForUser('trip-owner-a', trip.tripId)).not.toBeNull();
  });
});

describe('GET and DELETE /prod/trips/{tripId}', () => {
  it('reads the caller\'s trip; another user gets a 404', async () => {
    const trip = await createAsA();
    expect((await call(GET, { url: `/prod/trips/${trip.tripId}`, token: tokenA, params: { tripId: String(trip.tripId) } })).status).toBe(200);
    expect((await call(GET, { url: `/prod/trips/${trip.tripId}`, token: tokenB, params: { tripId: String(trip.tripId) } })).status).toBe(404);
  });

  it('deletes the caller\'s trip, after which it is a 404', async () => {
    const trip = await createAsA();
    const removed = await call(DELETE, { url: `/prod/trips/${trip.tripId}`, method: 'DELETE', token: tokenA, params: { tripId: String(trip.tripId) } });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ tripId: trip.tripId, deleted: true });
    expect(await getTripForUser('trip-owner-a', trip.tripId)).toBeNull();
    const again = await call(DELETE, { url: `/prod/trips/${trip.tripId}`, method: 'DELETE', token: tokenA, params: { tripId: String(trip.tripId) } });
    expect(again.status).toBe(404);
  });

  it('is a 404 for another user\'s trip, which survives', async () => {
    const trip = await createAsA();
    const { status } = await call(DELETE, { url: `/prod/trips/${trip.tripId}`, method: 'DELETE', token: tokenB, params: { tripId: String(trip.tripId) } });
    expect(status).toBe(404);
    expect(await getTripForUser('trip-owner-a', trip.tripId)).not.toBeNull();
  });

  it('needs a token', async () => {
    expect((await call(DELETE, { url: '/prod/trips/1', method: 'DELETE', params: { tripId: '1' } })).status).toBe(401);
    expect((await call(GET, { url: '/prod/trips/1', params: { tripId: '1' } })).status).toBe(401);
  });
});
