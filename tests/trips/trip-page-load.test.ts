import { NextRequest } from 'next/server';
import { loadTripForPage } from '@/lib/trip-planner/load';
import { createTrip } from '@/lib/trips/database';
import { ensureVisitor } from '@/lib/visitors';
import { insertPlaces, type Fixtures } from '../support/fixtures';
import { inRequestScope, signedInSession } from '../support/session-scope';
import { routing } from '../support/trip-api';

// What /trip/{id} and its print page show: the trip for its owner, and a 404 (null) for anyone
// else, for no one signed in, and for an id that is not a trip id, before any query is made.

let places: Fixtures;
let owner: { cookie: string; userId: string };
let stranger: { cookie: string; userId: string };
let tripId: number;

const loadAs = (cookie: string | undefined, rawId: string | undefined) => {
  const request = new NextRequest('http://localhost:3000/trip/x', { headers: cookie ? { cookie } : {} });
  return inRequestScope(request, () => loadTripForPage(rawId));
};

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  places = await insertPlaces();
  owner = await signedInSession('page.owner@example.com');
  stranger = await signedInSession('page.stranger@example.com');
  await ensureVisitor(owner.userId, 'page.owner@example.com');
  const trip = await createTrip(owner.userId, {
    owner: owner.userId,
    name: 'Mobile Bay Loop',
    locations: [places.park.slug, places.oysterBar.slug],
    routing,
    tripInfo: [
      { locationId: String(places.park.id), show: true },
      { locationId: String(places.oysterBar.id), show: true },
    ],
  });
  tripId = trip.tripId;
}, 300_000);

test('the owner gets the trip with its stops in order', async () => {
  const page = await loadAs(owner.cookie, String(tripId));
  expect(page?.user.userId).toBe(owner.userId);
  expect(page?.view.trip).toMatchObject({ tripId, name: 'Mobile Bay Loop' });
  expect(page?.view.stops.map((stop) => stop.id)).toEqual([places.park.id, places.oysterBar.id]);
});

test('someone else, or no one, gets nothing', async () => {
  expect(await loadAs(stranger.cookie, String(tripId))).toBeNull();
  expect(await loadAs(undefined, String(tripId))).toBeNull();
});

test.each([undefined, '', 'abc', '0', '-1', '1.5', '2147483648', `${Number.MAX_SAFE_INTEGER}`])(
  'an id of %p is nothing, not an error',
  async (rawId) => {
    expect(await loadAs(owner.cookie, rawId)).toBeNull();
  },
);
