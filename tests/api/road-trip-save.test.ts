import { NextRequest } from 'next/server';
import { POST as saveRoadTrip } from '@/app/api/road-trips/[id]/save/route';
import { listTripsForUser } from '@/lib/trips';
import { ROAD_TRIP_SAVED_ALREADY } from '@/lib/road-trips/messages';
import { copyName } from '@/lib/road-trips/save';
import { insertPlaces, insertRoadTrips } from '../support/fixtures';
import { inRequestScope, signedInSession } from '../support/session-scope';

// "Save as my trip" on a road trip page, as the browser calls it: the first save makes a trip; a
// second one asks instead of making a twin, and a copy gets a name of its own.

let me: { cookie: string; userId: string };
let roadTripId: number;
beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  me = await signedInSession('road.trip.saver@example.com');
  ({ coastTripId: roadTripId } = await insertRoadTrips(await insertPlaces()));
}, 300_000);

async function save(body: unknown, cookie: string | null = me.cookie) {
  const request = new NextRequest(new URL(`/api/road-trips/${roadTripId}/save`, 'http://localhost:3000'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const response = await inRequestScope(request, () =>
    saveRoadTrip(request, { params: Promise.resolve({ id: String(roadTripId) }) }),
  );
  return { status: response.status, body: await response.json() };
}

it('saves once, then says the road trip is saved already, naming the trip and the name a copy gets', async () => {
  const first = await save({});
  expect(first.status).toBe(201);
  expect(first.body).toMatchObject({ name: 'Fixture Coast Weekend', owner: me.userId });
  expect(first.body.locations).toHaveLength(3);

  const again = await save({});
  expect(again.status).toBe(409);
  expect(again.body).toEqual({
    error: { status: 409, message: ROAD_TRIP_SAVED_ALREADY, field: 'copy' },
    existing: { tripId: first.body.tripId, name: 'Fixture Coast Weekend' },
    copyName: 'Fixture Coast Weekend (2)',
  });
  expect((await listTripsForUser(me.userId)).filter((t) => t.name.startsWith('Fixture Coast'))).toHaveLength(1);
});

it('a copy is saved on request, numbered, or under the name chosen; copies count as saved too', async () => {
  expect((await save({ copy: true })).body.name).toBe('Fixture Coast Weekend (2)');
  expect((await save({})).body.copyName).toBe('Fixture Coast Weekend (3)');
  expect((await save({ copy: true, name: '  Coast with Grandma ' })).body.name).toBe('Coast with Grandma');
  expect((await save({ copy: true })).body.name).toBe('Fixture Coast Weekend (3)');
});

it('refuses a blank copy name and anyone signed out', async () => {
  expect((await save({ copy: true, name: '  ' })).status).toBe(400);
  expect((await save({}, null)).status).toBe(401);
});

test('a copy’s name stays within the limit for trip names', () => {
  const long = 'A'.repeat(120);
  expect(copyName(long, [long])).toBe(`${'A'.repeat(116)} (2)`);
  expect(copyName('Shoals', ['Shoals', 'Shoals (2)'])).toBe('Shoals (3)');
});
