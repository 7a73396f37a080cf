import { POST as createTrip } from '@/app/prod/trips/route';
import { call } from './api';
import { insertPlaces, tokenFor, type Fixtures } from './fixtures';

// Two users and a valid trip body for the trip API tests.
export const point = { lat: 30.246, long: -87.701, city: 'Gulf Shores', state: 'AL' };
export const routing = { begin: point, end: { ...point, lat: 30.27, city: 'Orange Beach' } };

export type TripTestContext = { places: Fixtures; tokenA: string; tokenB: string };

export async function tripTestContext(): Promise<TripTestContext> {
  return {
    places: await insertPlaces(),
    tokenA: await tokenFor('trip-owner-a'),
    tokenB: await tokenFor('trip-other-b'),
  };
}

export const validTripFor = ({ places }: TripTestContext) => ({
  owner: 'trip-owner-a',
  name: 'Gulf Shores Trip',
  locations: [places.park.slug, places.oysterBar.slug],
  routing,
  tripInfo: [
    { locationId: String(places.park.id), show: true },
    { locationId: places.oysterBar.id, show: false },
  ],
});

/** Creates a trip as user A and returns it. */
export async function createTripAsA(context: TripTestContext, overrides: Record<string, unknown> = {}) {
  const response = await call(createTrip, {
    url: '/prod/trips',
    method: 'POST',
    token: context.tokenA,
    body: { ...validTripFor(context), ...overrides },
  });
  if (response.status !== 201) throw new Error(`trip not created: ${response.status}`);
  return response.body as { tripId: number; createdAt: string; name: string };
}
