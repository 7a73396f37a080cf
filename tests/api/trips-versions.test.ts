import { GET, PUT } from '@/app/prod/trips/[tripId]/route';
import { getTripForUser } from '@/lib/trips';
import { call } from '../support/api';
import { createTripAsA, tripTestContext, validTripFor, type TripTestContext } from '../support/trip-api';

let context: TripTestContext;
beforeAll(async () => {
  context = await tripTestContext();
});

const put = (tripId: number, body: unknown, headers: Record<string, string> = {}) =>
  call(PUT, {
    url: `/prod/trips/${tripId}`,
    method: 'PUT',
    token: context.tokenA,
    body,
    headers,
    params: { tripId: String(tripId) },
  });

describe('PUT /prod/trips/{tripId} and versions', () => {
  it('keeps the spec: a full trip without If-Match replaces the trip, even one read before another save', async () => {
    const trip = await createTripAsA(context);
    const read = (
      await call(GET, {
        url: `/prod/trips/${trip.tripId}`,
        token: context.tokenA,
        params: { tripId: String(trip.tripId) },
      })
    ).body;
    expect(read.version).toBe(1);
    expect((await put(trip.tripId, { ...validTripFor(context), name: 'Other client' })).status).toBe(200);
    const { status, body } = await put(trip.tripId, { ...read, name: 'Spec client' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Spec client', version: 3 });
  });

  it('with If-Match set to a stale ETag answers 409 with the stored trip and changes nothing', async () => {
    const trip = await createTripAsA(context);
    const first = await put(trip.tripId, { ...validTripFor(context), name: 'Saved first' }, { 'if-match': '"1"' });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await put(trip.tripId, { ...validTripFor(context), name: 'Saved second' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: { status: 409, field: 'version' },
      current: { name: 'Saved first', version: 2 },
    });
    expect((await getTripForUser('trip-owner-a', trip.tripId))?.name).toBe('Saved first');
  });

  it('refuses an If-Match that is not an ETag, naming the header', async () => {
    const trip = await createTripAsA(context);
    const { status, body } = await put(trip.tripId, validTripFor(context), { 'if-match': 'yesterday' });
    expect(status).toBe(400);
    expect(body.error.field).toBe('If-Match');
  });
});
