import { DELETE, GET, PUT } from '@/app/prod/trips/[tripId]/route';
import { getDb } from '@/lib/db/client';
import { tripCollaborators } from '@/lib/db/schema';
import { getTripForUser } from '@/lib/trips';
import { ensureVisitor } from '@/lib/visitors';
import { call } from '../support/api';
import { type Fixtures } from '../support/fixtures';
import { createTripAsA, point, tripTestContext, validTripFor, type TripTestContext } from '../support/trip-api';

let context: TripTestContext;
let places: Fixtures;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  context = await tripTestContext();
  ({ places, tokenA, tokenB } = context);
});
const validTrip = () => validTripFor(context);
const createAsA = (overrides: Record<string, unknown> = {}) => createTripAsA(context, overrides);

describe('PUT /prod/trips/{tripId}', () => {
  it('keeps a trip\u2019s days, stop days and visit times; a client that sends no days keeps them too', async () => {
    const days = [{ start: '08:00', base: { name: 'Montgomery', lat: 32.3668, long: -86.3 } }, {}];
    const tripInfo = [{ locationId: places.lodge.slug, show: true, day: 2, visitMinutes: 45 }];
    const trip = (await createAsA({ locations: [places.lodge.slug], tripInfo, days })) as unknown as Record<
      string,
      unknown
    > & {
      tripId: number;
      owner: string;
    };
    expect(trip).toMatchObject({ days, tripInfo });
    const older: Record<string, unknown> = { ...trip, name: 'Renamed by an older client' };
    delete older.days;
    const { status, body } = await call(PUT, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'PUT',
      token: tokenA,
      body: older,
      params: { tripId: String(trip.tripId) },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Renamed by an older client', days, tripInfo });
    const bad = await call(PUT, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'PUT',
      token: tokenA,
      body: { ...trip, days: [{ start: '25:00' }] },
      params: { tripId: String(trip.tripId) },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('days.0.start');
    expect(await getTripForUser(trip.owner, trip.tripId)).toMatchObject({ name: 'Renamed by an older client', days });
  });

  it('replaces the trip with the full trip sent and keeps createdAt', async () => {
    const trip = await createAsA();
    const update = {
      ...trip,
      name: 'Gulf Shores Long Weekend',
      locations: [places.lodge.slug],
      tripInfo: [{ locationId: String(places.lodge.id), show: true }],
    };
    const { status, body } = await call(PUT, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'PUT',
      token: tokenA,
      body: update,
      params: { tripId: String(trip.tripId) },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tripId: trip.tripId,
      name: 'Gulf Shores Long Weekend',
      locations: [places.lodge.slug],
      createdAt: trip.createdAt,
    });
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Long Weekend');
  });

  it("is a 404 for another user's trip, which stays unchanged", async () => {
    const trip = await createAsA();
    const { status } = await call(PUT, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'PUT',
      token: tokenB,
      body: { ...validTrip(), owner: 'trip-other-b', name: 'Hijacked' },
      params: { tripId: String(trip.tripId) },
    });
    expect(status).toBe(404);
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Trip');
  });

  it('rejects a change of owner, a mismatched tripId and bad fields without writing', async () => {
    const trip = await createAsA();
    const put = (body: unknown) =>
      call(PUT, {
        url: `/prod/trips/${trip.tripId}`,
        method: 'PUT',
        token: tokenA,
        body,
        params: { tripId: String(trip.tripId) },
      });
    const newOwner = await put({ ...validTrip(), name: 'New', owner: 'trip-other-b' });
    expect([newOwner.status, newOwner.body.error.field, newOwner.body.error.message]).toEqual([
      403,
      'owner',
      "owner: a trip's owner cannot be changed",
    ]);
    const mismatch = await put({ ...validTrip(), name: 'New', tripId: trip.tripId + 1000 });
    expect([mismatch.status, mismatch.body.error.field, mismatch.body.error.message]).toEqual([
      400,
      'tripId',
      'tripId: must match the trip in the path',
    ]);
    const bad = await put({ ...validTrip(), name: 'New', routing: { begin: point, end: { ...point, lat: -91 } } });
    expect([bad.status, bad.body.error.field]).toEqual([400, 'routing.end.lat']);
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Gulf Shores Trip');
  });

  it('is a 404 for an unknown trip, a 400 for a malformed id and a 401 without a token', async () => {
    const unknown = await call(PUT, {
      url: '/prod/trips/987654',
      method: 'PUT',
      token: tokenA,
      body: validTrip(),
      params: { tripId: '987654' },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call(PUT, {
      url: '/prod/trips/abc',
      method: 'PUT',
      token: tokenA,
      body: validTrip(),
      params: { tripId: 'abc' },
    });
    expect([malformed.status, malformed.body.error.field]).toEqual([400, 'tripId']);
    const anonymous = await call(PUT, {
      url: '/prod/trips/1',
      method: 'PUT',
      body: validTrip(),
      params: { tripId: '1' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('lets a collaborator update but not delete the trip', async () => {
    const trip = await createAsA();
    await ensureVisitor('trip-other-b', 'trip-other-b@example.com');
    await (await getDb()).insert(tripCollaborators).values({ tripId: trip.tripId, userId: 'trip-other-b' });
    const update = await call(PUT, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'PUT',
      token: tokenB,
      body: { ...validTrip(), name: 'Shared plan' },
      params: { tripId: String(trip.tripId) },
    });
    expect(update.status).toBe(200);
    expect(update.body.owner).toBe('trip-owner-a');
    const removal = await call(DELETE, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'DELETE',
      token: tokenB,
      params: { tripId: String(trip.tripId) },
    });
    expect(removal.status).toBe(404);
    expect(await getTripForUser('trip-owner-a', trip.tripId)).not.toBeNull();
  });
});

describe('GET and DELETE /prod/trips/{tripId}', () => {
  it("reads the caller's trip; another user gets a 404", async () => {
    const trip = await createAsA();
    expect(
      (await call(GET, { url: `/prod/trips/${trip.tripId}`, token: tokenA, params: { tripId: String(trip.tripId) } }))
        .status,
    ).toBe(200);
    expect(
      (await call(GET, { url: `/prod/trips/${trip.tripId}`, token: tokenB, params: { tripId: String(trip.tripId) } }))
        .status,
    ).toBe(404);
  });

  it("deletes the caller's trip, after which it is a 404", async () => {
    const trip = await createAsA();
    const removed = await call(DELETE, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'DELETE',
      token: tokenA,
      params: { tripId: String(trip.tripId) },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ tripId: trip.tripId, deleted: true });
    expect(await getTripForUser('trip-owner-a', trip.tripId)).toBeNull();
    const again = await call(DELETE, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'DELETE',
      token: tokenA,
      params: { tripId: String(trip.tripId) },
    });
    expect(again.status).toBe(404);
  });

  it("is a 404 for another user's trip, which survives", async () => {
    const trip = await createAsA();
    const { status } = await call(DELETE, {
      url: `/prod/trips/${trip.tripId}`,
      method: 'DELETE',
      token: tokenB,
      params: { tripId: String(trip.tripId) },
    });
    expect(status).toBe(404);
    expect(await getTripForUser('trip-owner-a', trip.tripId)).not.toBeNull();
  });

  it('needs a token', async () => {
    expect((await call(DELETE, { url: '/prod/trips/1', method: 'DELETE', params: { tripId: '1' } })).status).toBe(401);
    expect((await call(GET, { url: '/prod/trips/1', params: { tripId: '1' } })).status).toBe(401);
  });
});
