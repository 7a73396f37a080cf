import { GET as filterLocations } from '@/app/prod/filterLocations/route';
import { GET as featuredLocations } from '@/app/prod/featuredLocations/route';
import { GET as locationsByIdList } from '@/app/prod/locationsByIdList/route';
import { call } from '../support/api';
import { insertPlaces, type Fixtures } from '../support/fixtures';

let places: Fixtures;
beforeAll(async () => {
  places = await insertPlaces();
});

type Loc = {
  id: number;
  slug: string;
  latitude: string;
  longitude: string;
  category: string;
  badge_ids: number[];
  experience_ids: number[];
};
const slugs = (body: Loc[]) => body.map((l) => l.slug).sort();
const filter = (query: string) => call(filterLocations, { url: `/prod/filterLocations?${query}` });

describe('GET /prod/filterLocations', () => {
  it('answers places in the Location shape with string coordinates', async () => {
    const { status, body } = await filter(`area=${places.region.slug}`);
    expect(status).toBe(200);
    const park = body.find((l: Loc) => l.slug === places.park.slug);
    expect(park).toEqual({
      id: places.park.id,
      slug: places.park.slug,
      name: 'Fixture State Park',
      summary: '',
      latitude: '30.2606',
      longitude: '-87.6445',
      type: 'see',
      category: 'attraction',
      badge_ids: [1],
      experience_ids: [2, 7],
      google_places_id: 'ChIJfixture1',
      address1: '20115 State Hwy 135',
      address2: null,
      city: 'Fixture Gulf Shores',
      postal: null,
      phone: '251-948-7275',
      hours: ['Monday: 7 AM – 9 PM'],
      website: 'https://www.alapark.com/',
      html_attributions: [],
      image: null,
      image_alt: null,
      region_id: places.region.id,
      city_id: places.city.id,
      featured: true,
    });
  });

  it('filters by area id or slug', async () => {
    const all = [places.park, places.oysterBar, places.lodge, places.museum, places.market].map((l) => l.slug).sort();
    expect(slugs((await filter(`area=${places.region.slug}`)).body)).toEqual(all);
    expect(slugs((await filter(`area=${places.region.id}`)).body)).toEqual(all);
    expect((await filter('area=fixture-no-such-area')).body).toEqual([]);
  });

  it('keeps only places inside the bounding box', async () => {
    const box = { min_latitude: 30.2, max_latitude: 30.3, min_longitude: -87.7, max_longitude: -87.6 };
    const query = new URLSearchParams(Object.entries(box).map(([k, v]) => [k, String(v)])).toString();
    const { status, body } = await filter(query);
    expect(status).toBe(200);
    for (const l of body as Loc[]) {
      expect(Number(l.latitude)).toBeGreaterThanOrEqual(box.min_latitude);
      expect(Number(l.latitude)).toBeLessThanOrEqual(box.max_latitude);
      expect(Number(l.longitude)).toBeGreaterThanOrEqual(box.min_longitude);
      expect(Number(l.longitude)).toBeLessThanOrEqual(box.max_longitude);
    }
    const found = slugs(body);
    expect(found).toEqual(expect.arrayContaining([places.park.slug, places.lodge.slug]));
    expect(found).not.toContain(places.oysterBar.slug); // longitude -87.55 is east of the box
    expect(found).not.toContain(places.museum.slug); // Huntsville is far north
  });

  it.each([
    ['type=see', ['park', 'museum', 'market']],
    ['type=eat', ['oysterBar']],
    ['type=stay', ['lodge']],
    ['type=wonders', ['park']],
    ['type=responsibly', ['lodge', 'market']],
    ['location_types=food,accommodation', ['oysterBar', 'lodge']],
    ['category=venue', ['museum']],
    ['experience_types=2,9', ['park', 'lodge', 'museum']],
    ['badge_ids=1,2', ['park', 'lodge', 'market']],
    ['type=see&experience_types=1', ['market']],
    ['type=&category=&experience_types=3', ['oysterBar']],
  ] as const)('%s matches the expected places', async (query, expected) => {
    const { status, body } = await filter(`${query}&area=${places.region.slug}`);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(expected.map((key) => places[key].slug).sort());
  });

  it('honours limit and lists featured places first', async () => {
    const { body } = await filter(`area=${places.region.slug}&limit=2`);
    expect(body).toHaveLength(2);
    expect(body.every((l: { featured: boolean }) => l.featured)).toBe(true);
  });

  it.each([
    ['limit=501', 'limit', 'must be at most 500'],
    ['limit=0', 'limit', 'must be at least 1'],
    ['limit=ten', 'limit', 'must be a whole number'],
    ['type=everything', 'type', 'must be one of'],
    ['location_types=food,castle', 'location_types.1', 'must be one of'],
    ['category=castle', 'category', 'must be one of'],
    ['experience_types=2,x', 'experience_types.1', 'positive whole number'],
    ['badge_ids=-1', 'badge_ids.0', 'positive whole number'],
    ['min_latitude=north', 'min_latitude', 'must be a number'],
    ['max_longitude=-200', 'max_longitude', 'between -180 and 180'],
    ['min_latitude=33&max_latitude=31', 'min_latitude', 'must not be above max_latitude'],
    ['area=bad%20slug!', 'area', 'numeric id or a slug'],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const { status, body } = await filter(query);
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });
});

describe('GET /prod/featuredLocations', () => {
  it('lists featured places only, including the fixtures', async () => {
    const { status, body } = await call(featuredLocations, { url: '/prod/featuredLocations' });
    expect(status).toBe(200);
    expect(body.every((l: { featured: boolean }) => l.featured)).toBe(true);
    expect(slugs(body)).toEqual(expect.arrayContaining([places.park.slug, places.museum.slug]));
    expect(slugs(body)).not.toContain(places.lodge.slug);
  });
});

describe('GET /prod/locationsByIdList', () => {
  it('returns places in the order asked, skipping unknown and repeated ids', async () => {
    const ids = [places.market.id, 999_999, places.park.id, places.market.id, places.lodge.id];
    const { status, body } = await call(locationsByIdList, { url: `/prod/locationsByIdList?id=${ids.join(',')}` });
    expect(status).toBe(200);
    expect(body.map((l: Loc) => l.id)).toEqual([places.market.id, places.park.id, places.lodge.id]);
    expect(typeof body[0].latitude).toBe('string');
  });

  it.each([
    ['', 'id', 'is required'],
    ['?id=', 'id', 'must not be empty'],
    ['?id=1,two', 'id.1', 'positive whole number'],
    [`?id=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`, 'id', 'at most 500'],
  ])('answers %s with a 400 naming %s', async (query, field, message) => {
    const { status, body } = await call(locationsByIdList, { url: `/prod/locationsByIdList${query}` });
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });
});

describe('the filterLocations answer cache', () => {
  it('serves a repeated filter from the cache until the locations tag is invalidated', async () => {
    const { getDb } = await import('@/lib/db/client');
    const { locations } = await import('@/lib/db/schema');
    const { invalidateApiCache } = await import('@/lib/locations/answer-cache');
    const query = `area=${places.region.id}&category=food`;
    expect(slugs((await filter(query)).body)).toEqual([places.oysterBar.slug]);
    const db = await getDb();
    await db.insert(locations).values({
      slug: `fixture-cafe-${Date.now()}`,
      name: 'Fixture Cafe',
      type: 'eat',
      category: 'food',
      city: 'Fixture',
      regionId: places.region.id,
      latitude: 30.3,
      longitude: -87.6,
    });
    expect((await filter(query)).body).toHaveLength(1);
    invalidateApiCache('locations');
    expect((await filter(query)).body).toHaveLength(2);
  });
});

describe('the database-built JSON of filterLocations', () => {
  it.each([
    ['the fixture area', {}],
    ['a bounding box', { min_latitude: 30.2, max_latitude: 30.3, min_longitude: -87.7, max_longitude: -87.6 }],
    ['a type and a limit', { type: 'see' as const, limit: 2 }],
    ['nothing matching', { category: 'retail' as const }],
  ])('equals the JavaScript reshape for %s', async (_label, extra) => {
    const { filterLocations: query, filterLocationsJson } = await import('@/lib/locations');
    const filter = { limit: 500, area: { id: places.region.id }, ...extra };
    expect(JSON.parse(await filterLocationsJson(filter))).toEqual(await query(filter));
  });
});
