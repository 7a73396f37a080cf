import { GET as areaDetail } from '@/app/prod/areaDetail/route';
import { GET as citiesDetail } from '@/app/prod/citiesDetail/route';
import { GET as locationDetail } from '@/app/prod/locationDetail/route';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { call } from '../support/api';
import { insertPlaces, type Fixtures } from '../support/fixtures';

let places: Fixtures;
beforeAll(async () => {
  places = await insertPlaces();
});

describe('GET /prod/areaDetail', () => {
  it('answers a region by id with its counties, cities and featured places', async () => {
    const { status, body } = await call(areaDetail, { url: `/prod/areaDetail?id=${places.region.id}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: places.region.id,
      slug: places.region.slug,
      name: 'Fixture Gulf Coast',
      latitude: '30.4',
      longitude: '-87.7',
    });
    expect(body.counties).toEqual([expect.objectContaining({ fips: places.fips, name: 'Fixture County' })]);
    expect(body.cities).toEqual([{ id: places.city.id, slug: places.city.slug, name: 'Fixture Gulf Shores' }]);
    expect(body.featuredLocations.map((l: { slug: string }) => l.slug).sort()).toEqual(
      [places.museum.slug, places.park.slug].sort(),
    );
  });

  it('answers the same region by slug', async () => {
    const { status, body } = await call(areaDetail, { url: `/prod/areaDetail?id=${places.region.slug}` });
    expect(status).toBe(200);
    expect(body.id).toBe(places.region.id);
  });

  it.each([
    ['?id=987654', 404],
    ['?id=fixture-nowhere', 404],
    ['', 400],
    ['?id=not%20a%20slug', 400],
  ])('answers %s with %i', async (query, status) => {
    const response = await call(areaDetail, { url: `/prod/areaDetail${query}` });
    expect(response.status).toBe(status);
    if (status === 400) expect(response.body.error.field).toBe('id');
  });
});

describe('GET /prod/citiesDetail', () => {
  it('answers a city by id or slug with its county, region and places', async () => {
    for (const id of [String(places.city.id), places.city.slug]) {
      const { status, body } = await call(citiesDetail, { url: `/prod/citiesDetail?id=${id}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: places.city.id,
        slug: places.city.slug,
        name: 'Fixture Gulf Shores',
        latitude: '30.246',
        longitude: '-87.701',
        county: { fips: places.fips, name: 'Fixture County' },
        region: { id: places.region.id, slug: places.region.slug },
      });
      expect(body.locations).toHaveLength(5);
    }
  });

  it('is a 404 for an unknown city and a 400 without an id', async () => {
    expect((await call(citiesDetail, { url: '/prod/citiesDetail?id=987654' })).status).toBe(404);
    const missing = await call(citiesDetail, { url: '/prod/citiesDetail' });
    expect([missing.status, missing.body.error.field]).toEqual([400, 'id']);
  });
});

describe('GET /prod/locationDetail', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    delete process.env.GOOGLE_MAPS_API_KEY;
    resetEnvCache();
  });

  it('answers a place by id or slug, with its description', async () => {
    for (const id of [String(places.park.id), places.park.slug]) {
      const { status, body } = await call(locationDetail, { url: `/prod/locationDetail?id=${id}` });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: places.park.id,
        slug: places.park.slug,
        latitude: '30.2606',
        longitude: '-87.6445',
        description: '',
        cuisines: [],
      });
    }
  });

  it('fills missing fields from the database copy of the same Google place when no key is set', async () => {
    const db = await getDb();
    const [bare] = await db
      .insert(locations)
      .values({
        slug: `fixture-bare-${Date.now()}`,
        name: 'Fixture Park Entrance',
        type: 'see',
        category: 'attraction',
        city: 'Gulf Shores',
        latitude: 30.26,
        longitude: -87.64,
        googlePlacesId: 'ChIJfixture1',
        phone: '251-000-0000',
      })
      .returning();
    const { body } = await call(locationDetail, { url: `/prod/locationDetail?id=${bare!.id}` });
    expect(body).toMatchObject({
      phone: '251-000-0000',
      address1: '20115 State Hwy 135',
      hours: ['Monday: 7 AM – 9 PM'],
      website: 'https://www.alapark.com/',
    });
  });

  it('fills only the missing fields from Google Places when a key is set', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'test-key';
    resetEnvCache();
    const requests: { url: string; mask: string | null }[] = [];
    global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(input), mask: new Headers(init?.headers).get('X-Goog-FieldMask') });
      return Response.json({
        formattedAddress: '1 Beach Blvd, Gulf Shores, AL 36542, USA',
        nationalPhoneNumber: '(251) 555-0100',
        websiteUri: 'https://example.org/',
      });
    }) as typeof fetch;
    const db = await getDb();
    const [place] = await db
      .insert(locations)
      .values({
        slug: `fixture-google-${Date.now()}`,
        name: 'Fixture Pier',
        type: 'see',
        category: 'attraction',
        city: 'Gulf Shores',
        latitude: 30.25,
        longitude: -87.68,
        googlePlacesId: 'ChIJpier',
        website: 'https://pier.example/',
      })
      .returning();
    const { status, body } = await call(locationDetail, { url: `/prod/locationDetail?id=${place!.id}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      address1: '1 Beach Blvd',
      phone: '(251) 555-0100',
      website: 'https://pier.example/',
      hours: null,
    });
    expect(requests).toEqual([
      {
        url: 'https://places.googleapis.com/v1/places/ChIJpier',
        mask: 'formattedAddress,nationalPhoneNumber,regularOpeningHours.weekdayDescriptions',
      },
    ]);
  });

  it('answers the unsupplemented place when Google fails', async () => {
    process.env.GOOGLE_MAPS_API_KEY = 'test-key';
    resetEnvCache();
    global.fetch = jest.fn(async () => new Response('quota', { status: 429 })) as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await getDb();
    const [place] = await db
      .insert(locations)
      .values({
        slug: `fixture-fail-${Date.now()}`,
        name: 'Fixture Marina',
        type: 'see',
        category: 'attraction',
        city: 'Orange Beach',
        latitude: 30.28,
        longitude: -87.55,
        googlePlacesId: 'ChIJmarina',
      })
      .returning();
    const { status, body } = await call(locationDetail, { url: `/prod/locationDetail?id=${place!.id}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: place!.slug, phone: null, address1: null, website: null });
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each([
    ['?id=987654', 404],
    ['?id=fixture-no-such-place', 404],
    ['', 400],
    ['?id=%3Cscript%3E', 400],
  ])('answers %s with %i', async (query, status) => {
    const response = await call(locationDetail, { url: `/prod/locationDetail${query}` });
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body)).not.toMatch(/at .+\.ts/);
  });
});
