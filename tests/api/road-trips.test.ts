import { GET as featuredTrips } from '@/app/prod/featured_trips/route';
import { GET as searchTrips } from '@/app/prod/search_trips/route';
import { GET as allTrips } from '@/app/prod/trips/route';
import { getDb } from '@/lib/db/client';
import { roadTrips } from '@/lib/db/schema';
import { getRoadTrip } from '@/lib/road-trips';
import { call } from '../support/api';
import { insertPlaces, insertRoadTrips, type Fixtures } from '../support/fixtures';

// docs/SPEC.md section 9 (Golf trip ids: 5, 18, 44, 48, 74), as a literal.
const GOLF_TRIP_IDS = [5, 18, 44, 48, 74];

let places: Fixtures;
let ids: Awaited<ReturnType<typeof insertRoadTrips>>;
beforeAll(async () => {
  places = await insertPlaces();
  ids = await insertRoadTrips(places);
  const db = await getDb();
  await db
    .insert(roadTrips)
    .values(
      GOLF_TRIP_IDS.map((tripId) => ({
        tripId,
        slug: `fixture-golf-${tripId}`,
        name: `Fixture Golf Trail ${tripId}`,
        days: 2,
        experienceSlugs: ['year-round-golf'],
      })),
    )
    .onConflictDoNothing();
});

type Trip = {
  tripId: number;
  golf: boolean;
  stops: { position: number; location: { slug: string; latitude: string } }[];
};
const tripIds = (trips: Trip[]) => trips.map((t) => t.tripId);

describe('GET /prod/trips', () => {
  it('lists every road trip with its ordered stops', async () => {
    const { status, body } = await call(allTrips, { url: '/prod/trips' });
    expect(status).toBe(200);
    expect(tripIds(body.trips)).toEqual(expect.arrayContaining([ids.coastTripId, ids.rocketTripId, ...GOLF_TRIP_IDS]));
    const coast = body.trips.find((t: Trip) => t.tripId === ids.coastTripId);
    expect(coast).toMatchObject({
      name: 'Fixture Coast Weekend',
      summary: 'Sand and seafood.',
      days: 2,
      featured: true,
      golf: false,
    });
    expect(coast.stops.map((s: Trip['stops'][number]) => [s.position, s.location.slug])).toEqual([
      [1, places.park.slug],
      [2, places.lodge.slug],
      [3, places.oysterBar.slug],
    ]);
    expect(coast.stops[0].location.latitude).toBe('30.2606');
  });

  it('marks exactly the trips 5, 18, 44, 48 and 74 as golf trips', async () => {
    const { body } = await call(allTrips, { url: '/prod/trips' });
    const golf = body.trips
      .filter((t: Trip) => t.golf)
      .map((t: Trip) => t.tripId)
      .sort((a: number, b: number) => a - b);
    expect(golf).toEqual([5, 18, 44, 48, 74]);
  });
});

describe('GET /prod/featured_trips', () => {
  it('answers { trips } holding featured road trips only', async () => {
    const { status, body } = await call(featuredTrips, { url: '/prod/featured_trips' });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['trips']);
    expect(body.trips.every((t: { featured: boolean }) => t.featured)).toBe(true);
    expect(tripIds(body.trips)).toContain(ids.coastTripId);
    expect(tripIds(body.trips)).not.toContain(ids.rocketTripId);
  });
});

describe('GET /prod/search_trips', () => {
  const search = async (query: string) =>
    tripIds((await call(searchTrips, { url: `/prod/search_trips?${query}` })).body.trips);

  it('filters by experience and by region (slug or id)', async () => {
    expect(await search('experience=beaches')).toContain(ids.coastTripId);
    expect(await search('experience=beaches')).not.toContain(ids.rocketTripId);
    expect(await search('experience=9')).toContain(ids.rocketTripId);
    expect(await search(`region=${places.region.slug}`)).toEqual([ids.coastTripId]);
    expect(await search(`region=${places.region.id}&experience=food-and-drink`)).toEqual([ids.coastTripId]);
    expect(await search(`region=${places.region.slug}&experience=science-and-discovery`)).toEqual([]);
  });

  it('drops an empty value or "all"', async () => {
    const everything = await search('');
    expect(await search('experience=all&region=')).toEqual(everything);
    expect(await search('experience=&region=ALL')).toEqual(everything);
    expect(everything).toEqual(expect.arrayContaining([ids.coastTripId, ids.rocketTripId]));
  });

  it.each([
    ['experience=skiing', 'experience', 'must be one of'],
    ['experience=99', 'experience', 'must be one of'],
    ['region=no%20such%20place!', 'region', 'numeric id or a slug'],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const { status, body } = await call(searchTrips, { url: `/prod/search_trips?${query}` });
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });
});

describe('getRoadTrip', () => {
  it('finds a road trip by id or slug, with its description', async () => {
    const byId = await getRoadTrip({ id: ids.coastTripId });
    expect(byId).toMatchObject({ name: 'Fixture Coast Weekend', description: '' });
    expect(await getRoadTrip({ slug: byId!.slug })).toMatchObject({ tripId: ids.coastTripId });
    expect(await getRoadTrip({ id: 987654 })).toBeNull();
  });
});
