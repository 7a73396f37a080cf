import { getDb } from '@/lib/db/client';
import {
  cities,
  counties,
  eventChangeRequests,
  events,
  locations,
  regions,
  roadTrips,
  roadTripStops,
} from '@/lib/db/schema';
import { signIdToken } from '@/lib/idp/keys';
import { invalidateAllApiCaches } from '@/lib/locations/answer-cache';

// Rows the API tests rely on, inserted by the tests themselves so they never depend on the seed.
// Every slug starts with "fixture-" and coordinates sit in a corner of the state the seed may share.

export async function tokenFor(sub: string, email = `${sub}@example.com`): Promise<string> {
  return signIdToken(await getDb(), { sub, email });
}

export type Fixtures = Awaited<ReturnType<typeof insertPlaces>>;

let counter = 0;
const unique = (base: string) => `fixture-${base}-${process.pid}-${++counter}`;

/** A region with one county, one city and five places (see, eat, stay, a wonder, a responsibly badge). */
export async function insertPlaces() {
  const db = await getDb();
  const [region] = await db
    .insert(regions)
    .values({
      slug: unique('gulf'),
      name: 'Fixture Gulf Coast',
      summary: 'Beaches and bays.',
      latitude: 30.4,
      longitude: -87.7,
    })
    .returning();
  if (!region) throw new Error('region');
  const fips = `9${String(counter).padStart(4, '0')}`;
  await db.insert(counties).values({ fips, name: 'Fixture County', slug: unique('county'), regionId: region.id });
  const [city] = await db
    .insert(cities)
    .values({
      slug: unique('gulf-shores'),
      name: 'Fixture Gulf Shores',
      countyFips: fips,
      regionId: region.id,
      latitude: 30.246,
      longitude: -87.701,
      population: 15000,
      featured: true,
    })
    .returning();
  if (!city) throw new Error('city');
  const base = { city: city.name, cityId: city.id, regionId: region.id, countyFips: fips };
  const rows = await db
    .insert(locations)
    .values([
      {
        ...base,
        slug: unique('state-park'),
        name: 'Fixture State Park',
        type: 'see',
        category: 'attraction',
        experienceIds: [2, 7],
        badgeIds: [1],
        latitude: 30.2606,
        longitude: -87.6445,
        featured: true,
        address1: '20115 State Hwy 135',
        phone: '251-948-7275',
        hours: ['Monday: 7 AM – 9 PM'],
        website: 'https://www.alapark.com/',
        googlePlacesId: 'ChIJfixture1',
      },
      {
        ...base,
        slug: unique('oyster-bar'),
        name: 'Fixture Oyster Bar',
        type: 'eat',
        category: 'food',
        experienceIds: [3],
        badgeIds: [],
        latitude: 30.2783,
        longitude: -87.5531,
      },
      {
        ...base,
        slug: unique('lodge'),
        name: 'Fixture Lodge',
        type: 'stay',
        category: 'accommodation',
        experienceIds: [2],
        badgeIds: [2],
        latitude: 30.2591,
        longitude: -87.6483,
      },
      {
        ...base,
        slug: unique('museum'),
        name: 'Fixture Museum',
        type: 'see',
        category: 'venue',
        experienceIds: [9],
        badgeIds: [],
        latitude: 34.711,
        longitude: -86.653,
        featured: true,
      },
      {
        ...base,
        slug: unique('market'),
        name: 'Fixture Market',
        type: 'see',
        category: 'shopping',
        experienceIds: [1],
        badgeIds: [2],
        latitude: 32.377,
        longitude: -86.309,
      },
    ])
    .returning();
  const [park, oysterBar, lodge, museum, market] = rows;
  if (!park || !oysterBar || !lodge || !museum || !market) throw new Error('locations');
  invalidateAllApiCaches();
  return { region, city, fips, park, oysterBar, lodge, museum, market };
}

/** The date `offsetDays` from today, as YYYY-MM-DD. */
export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Events around the fixture places: upcoming, past, featured, and one with a pending change request. */
export async function insertEvents(places: Fixtures) {
  const db = await getDb();
  const base = {
    city: places.city.name,
    cityId: places.city.id,
    regionId: places.region.id,
    venue: 'Fixture Venue',
    latitude: 30.25,
    longitude: -87.69,
  };
  const rows = await db
    .insert(events)
    .values([
      {
        ...base,
        slug: unique('shrimp-fest'),
        name: 'Fixture Shrimp Festival',
        startDate: isoDay(10),
        endDate: isoDay(13),
        experienceIds: [2, 3],
        featured: true,
      },
      {
        ...base,
        slug: unique('rocket-day'),
        name: 'Fixture Rocket Day',
        startDate: isoDay(20),
        endDate: isoDay(20),
        experienceIds: [9],
        featured: true,
      },
      {
        ...base,
        slug: unique('march'),
        name: 'Fixture Jubilee March',
        startDate: isoDay(5),
        endDate: isoDay(5),
        experienceIds: [5],
      },
      {
        ...base,
        slug: unique('past'),
        name: 'Fixture Past Fair',
        startDate: isoDay(-30),
        endDate: isoDay(-28),
        experienceIds: [2],
        featured: true,
      },
    ])
    .returning();
  const [shrimpFest, rocketDay, march, past] = rows;
  if (!shrimpFest || !rocketDay || !march || !past) throw new Error('events');
  const [changeRequest] = await db
    .insert(eventChangeRequests)
    .values({
      slug: unique('change'),
      eventId: shrimpFest.id,
      data: { name: 'Fixture Shrimp Festival (new dates)', venue: 'Fixture Beach Pavilion' },
    })
    .returning();
  if (!changeRequest) throw new Error('change request');
  invalidateAllApiCaches();
  return { shrimpFest, rocketDay, march, past, changeRequest };
}

/** Two featured road trips with ordered stops; tripIds are chosen high to stay clear of the seed. */
export async function insertRoadTrips(places: Fixtures, firstId = 9000 + (process.pid % 500) * 2) {
  const db = await getDb();
  await db.insert(roadTrips).values([
    {
      tripId: firstId,
      slug: unique('coast-trip'),
      name: 'Fixture Coast Weekend',
      summary: 'Sand and seafood.',
      days: 2,
      featured: true,
      experienceSlugs: ['beaches', 'food-and-drink'],
      regionSlugs: [places.region.slug],
    },
    {
      tripId: firstId + 1,
      slug: unique('rocket-trip'),
      name: 'Fixture Rocket Run',
      summary: 'Space history.',
      days: 1,
      featured: false,
      experienceSlugs: ['science-and-discovery'],
      regionSlugs: ['north'],
    },
  ]);
  await db.insert(roadTripStops).values([
    { tripId: firstId, position: 2, locationId: places.lodge.id },
    { tripId: firstId, position: 1, locationId: places.park.id },
    { tripId: firstId, position: 3, locationId: places.oysterBar.id },
    { tripId: firstId + 1, position: 1, locationId: places.museum.id },
  ]);
  invalidateAllApiCaches();
  return { coastTripId: firstId, rocketTripId: firstId + 1 };
}
