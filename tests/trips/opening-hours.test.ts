import { getDb } from '@/lib/db/client';
import { resetEnvCache } from '@/lib/env';
import { createTrip } from '@/lib/trips';
import { getTripView } from '@/lib/trip-planner/trip-view';
import { makeLocation, makeVisitor } from './fixtures';

const routing = {
  begin: { lat: 30.246, long: -87.7008, city: 'Gulf Shores', state: 'AL' },
  end: { lat: 30.246, long: -87.7008, city: 'Gulf Shores', state: 'AL' },
};
const originalFetch = global.fetch;

afterEach(() => {
  global.fetch = originalFetch;
  delete process.env.GOOGLE_MAPS_API_KEY;
  resetEnvCache();
});

async function mondayTrip() {
  await getDb();
  const owner = await makeVisitor('hours');
  const place = await makeLocation({
    name: 'Fixture Museum',
    city: 'Gulf Shores',
    latitude: 30.25,
    longitude: -87.68,
    googlePlacesId: `ChIJmuseum${Date.now()}`,
  });
  // 2027-04-05 is a Monday.
  return createTrip(owner, {
    owner,
    name: 'Beach Monday',
    locations: [place.slug],
    routing,
    tripInfo: [],
    startDate: '2027-04-05',
    endDate: '2027-04-05',
  });
}

describe('opening hours on the itinerary', () => {
  it('offline, invents no hours and so warns of nothing', async () => {
    global.fetch = jest.fn(() => Promise.reject(new Error('no network'))) as typeof fetch;
    const view = await getTripView(await mondayTrip());
    expect(view.itinerary.days[0]!.warnings.map((w) => w.text)).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('with a Google key, takes hours from the Places supplement and names the closed day', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'test-key';
    resetEnvCache();
    global.fetch = jest.fn(async () =>
      Response.json({
        formattedAddress: '1 Museum Way, Gulf Shores, AL 36542, USA',
        regularOpeningHours: { weekdayDescriptions: ['Monday: Closed', 'Tuesday: 9:00 AM – 5:00 PM'] },
      }),
    ) as typeof fetch;
    const view = await getTripView(await mondayTrip());
    expect(view.itinerary.days[0]!.warnings.map((w) => w.text)).toEqual([
      'Day 1: Fixture Museum: Closed on Mondays. Move Fixture Museum to another day.',
    ]);
    expect(view.stops[0]!.address).toBe('1 Museum Way, Gulf Shores, AL');
  });

  it('with a Google key, a place the seed gives hours and an address is not looked up; one with hours and no address is', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'test-key';
    resetEnvCache();
    const places = jest.fn(async () =>
      Response.json({
        formattedAddress: '3 Fort Rd, Dauphin Island, AL 36528, USA',
        regularOpeningHours: { weekdayDescriptions: ['Monday: 9:00 AM – 5:00 PM'] },
      }),
    );
    // Google Routes is not stood in for here: the road graph answers the drive, and says so.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    global.fetch = (async (input: RequestInfo | URL) =>
      String(input).includes('places') ? places() : Response.json({}, { status: 500 })) as typeof fetch;
    const owner = await makeVisitor('hours');
    const known = await makeLocation({
      name: 'Fixture Fort',
      city: 'Gulf Shores',
      address1: '51 Highway 180 W',
      postal: '36542',
      hours: ['Monday: 9:00 AM – 5:00 PM'],
      latitude: 30.23,
      longitude: -88.02,
      googlePlacesId: `ChIJfort${Date.now()}`,
    });
    const noAddress = await makeLocation({
      name: 'Fixture Lighthouse',
      city: 'Dauphin Island',
      hours: ['Monday: 9:00 AM – 5:00 PM'],
      latitude: 30.25,
      longitude: -88.11,
      googlePlacesId: `ChIJlight${Date.now()}`,
    });
    const trip = await createTrip(owner, {
      owner,
      name: 'Fort Monday',
      locations: [known.slug, noAddress.slug],
      routing,
      tripInfo: [],
      startDate: '2027-04-05',
      endDate: '2027-04-05',
    });
    const view = await getTripView(trip);
    expect(places).toHaveBeenCalledTimes(1);
    expect(view.stops.map((stop) => stop.address)).toEqual([
      '51 Highway 180 W, Gulf Shores, AL 36542',
      '3 Fort Rd, Dauphin Island, AL',
    ]);
    expect(view.itinerary.days[0]!.warnings.map((w) => w.text)).toEqual([]);
  });
});
