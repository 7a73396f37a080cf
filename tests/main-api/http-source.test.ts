import { ApiError } from '@/lib/api/errors';
import { resetEnvCache } from '@/lib/env';
import { getLocation } from '@/lib/locations';
import { MainApiClient } from '@/lib/main-api/client';
import { createHttpSource } from '@/lib/main-api/http-source';
import { databaseSource as local } from '@/lib/main-api/database-source';
import type { DataSource } from '@/lib/main-api/types';
import { supplementLocation } from '@/lib/places-supplement';
import { TripConflictError } from '@/lib/trips';
import { insertEvents, insertPlaces, insertRoadTrips, tokenFor, type Fixtures } from '../support/fixtures';
import { routing } from '../support/trip-api';
import { startLoopbackMainApi, type LoopbackMainApi } from './loopback-main-api';

// The HTTP data source against the built-in Main API served over real HTTP: every answer must come
// out in the same shape as the database source gives it.
let api: LoopbackMainApi;
let remote: DataSource;
let places: Fixtures;
let events: Awaited<ReturnType<typeof insertEvents>>;
let roadTrips: Awaited<ReturnType<typeof insertRoadTrips>>;

beforeAll(async () => {
  api = await startLoopbackMainApi();
  remote = createHttpSource(new MainApiClient({ baseUrl: api.baseUrl }), (userId) => tokenFor(userId));
  places = await insertPlaces();
  events = await insertEvents(places);
  roadTrips = await insertRoadTrips(places);
});
afterAll(() => api.close());

describe('reads over HTTP answer what the database answers', () => {
  it('places: the map filter, detail, featured, by id list, in a city and a region', async () => {
    const area = { area: { id: places.region.id }, limit: 500 };
    expect(await remote.filterLocations(area)).toEqual(await local.filterLocations(area));
    expect(await remote.getLocation({ slug: places.park.slug })).toEqual(
      await supplementLocation((await local.getLocation({ slug: places.park.slug }))!),
    );
    expect(await remote.getLocation({ slug: 'fixture-no-such-place' })).toBeNull();
    expect(await remote.getFeaturedLocations(3)).toEqual(await local.getFeaturedLocations(3));
    const ids = [places.museum.id, places.park.id, 2_000_000_000];
    expect(await remote.getLocationsByIds(ids)).toEqual(await local.getLocationsByIds(ids));
    expect(await remote.getLocationsIn({ cityId: places.city.id })).toEqual(
      await local.getLocationsIn({ cityId: places.city.id }),
    );
    const featured = { featuredOnly: true, limit: 24 };
    expect(await remote.getLocationsIn({ regionId: places.region.id }, featured)).toEqual(
      await local.getLocationsIn({ regionId: places.region.id }, featured),
    );
  });

  it('events: detail, change-request preview, featured and a search page', async () => {
    expect(await remote.getEvent(events.shrimpFest.slug)).toEqual(await local.getEvent(events.shrimpFest.slug));
    expect(await remote.getEvent('fixture-no-such-event')).toBeNull();
    expect(await remote.getChangeRequestPreview(events.changeRequest.slug)).toEqual(
      await local.getChangeRequestPreview(events.changeRequest.slug),
    );
    expect(await remote.getFeaturedEvents()).toEqual(await local.getFeaturedEvents());
    const search = { page: 1, areaId: { id: places.region.id } };
    expect(await remote.searchEvents(search)).toEqual(await local.searchEvents(search));
  });

  it('cities and areas', async () => {
    expect(await remote.getCities()).toEqual(await local.getCities());
    expect(await remote.getCityDetail({ id: places.city.id })).toEqual(
      await local.getCityDetail({ id: places.city.id }),
    );
    expect(await remote.getArea({ slug: places.region.slug })).toEqual(
      await local.getArea({ slug: places.region.slug }),
    );
    expect(await remote.getArea({ slug: 'fixture-no-such-area' })).toBeNull();
    const fixtureArea = (await local.getAreas()).find((a) => a.id === places.region.id);
    expect((await remote.getAreas()).find((a) => a.id === places.region.id)).toEqual(fixtureArea);
  });

  it('road trips: all, featured, a search and one by slug', async () => {
    expect(await remote.getRoadTrips()).toEqual(await local.getRoadTrips());
    expect(await remote.getFeaturedRoadTrips()).toEqual(await local.getFeaturedRoadTrips());
    const search = { region: { slug: places.region.slug } };
    expect(await remote.searchRoadTrips(search)).toEqual(await local.searchRoadTrips(search));
    // GET trips carries no long description, so the remote one is the summary or whatever it sends.
    const trip = (await remote.getRoadTrip({ id: roadTrips.coastTripId }))!;
    const expected = (await local.getRoadTrip({ id: roadTrips.coastTripId }))!;
    expect({ ...trip, description: '' }).toEqual({ ...expected, description: '' });
    expect(trip.description).toEqual(expect.any(String));
  });
});

describe('signed-in calls carry the user\u2019s ID token', () => {
  const trip = (owner: string) => ({
    owner,
    name: 'Remote Trip',
    locations: [places.park.slug],
    routing,
    tripInfo: [{ locationId: String(places.park.id), show: true }],
  });

  it('creates the visitor once, then finds it', async () => {
    expect(await remote.getVisitor('remote-visitor')).toBeNull();
    expect(await remote.ensureVisitor('remote-visitor', 'remote-visitor@example.com')).toMatchObject({ created: true });
    expect(await remote.ensureVisitor('remote-visitor', 'remote-visitor@example.com')).toMatchObject({
      created: false,
    });
    expect(await remote.getVisitor('remote-visitor')).toEqual(await local.getVisitor('remote-visitor'));
  });

  it('creates, lists, reads, updates with a version check and deletes a trip', async () => {
    const created = await remote.createTrip('remote-owner', trip('remote-owner'));
    expect(await local.getTripForUser('remote-owner', created.tripId)).toEqual(created);
    expect(await remote.listTripsForUser('remote-owner')).toEqual(await local.listTripsForUser('remote-owner'));
    expect(await remote.getTripForUser('remote-owner', created.tripId)).toEqual(created);

    const saved = await remote.updateTrip(
      'remote-owner',
      created.tripId,
      { ...trip('remote-owner'), name: 'Renamed' },
      created.version,
    );
    expect(saved).toMatchObject({ name: 'Renamed', version: created.version + 1 });
    const stale = remote.updateTrip(
      'remote-owner',
      created.tripId,
      { ...trip('remote-owner'), name: 'Stale' },
      created.version,
    );
    await expect(stale).rejects.toBeInstanceOf(TripConflictError);
    await expect(stale).rejects.toMatchObject({ current: { name: 'Renamed' } });

    expect(await remote.getTripForUser('remote-stranger', created.tripId)).toBeNull();
    await expect(remote.deleteTrip('remote-stranger', created.tripId)).rejects.toMatchObject({ status: 404 });
    expect(await remote.deleteTrip('remote-owner', created.tripId)).toEqual({ tripId: created.tripId, deleted: true });
    expect(await local.getTripForUser('remote-owner', created.tripId)).toBeNull();
  });

  it('passes the Main API\u2019s 400 on, naming the field, and writes nothing', async () => {
    const bad = remote.createTrip('remote-writer', { ...trip('remote-writer'), locations: ['fixture-nowhere'] });
    await expect(bad).rejects.toBeInstanceOf(ApiError);
    await expect(bad).rejects.toMatchObject({ status: 400, field: 'locations.0' });
    expect(await local.listTripsForUser('remote-writer')).toEqual([]);
  });

  it('keeps favourites beside the visitor', async () => {
    expect(await remote.addFavourites('remote-fan', [places.park.id, places.museum.id])).toEqual([
      places.park.id,
      places.museum.id,
    ]);
    expect(await remote.removeFavourites('remote-fan', [places.park.id])).toEqual([places.museum.id]);
    expect(await remote.listFavourites('remote-fan')).toEqual(await local.listFavourites('remote-fan'));
  });
});

describe('the names pages import', () => {
  afterEach(() => {
    delete process.env.MAIN_API_URL;
    resetEnvCache();
  });

  it('answer from the Main API at MAIN_API_URL when it is set as the server starts', async () => {
    process.env.MAIN_API_URL = api.baseUrl;
    resetEnvCache();
    const before = api.requests.length;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('@/lib/locations');
      expect(await fresh.getLocation({ slug: places.museum.slug })).toMatchObject({ slug: places.museum.slug });
    });
    expect(api.requests.slice(before)).toEqual(['GET /prod/locationDetail']);
  });

  it('keep the source chosen at start: a MAIN_API_URL set later changes nothing', async () => {
    process.env.MAIN_API_URL = api.baseUrl;
    resetEnvCache();
    const before = api.requests.length;
    expect(await getLocation({ slug: places.museum.slug })).toMatchObject({ slug: places.museum.slug });
    expect(api.requests.slice(before)).toEqual([]);
  });
});
