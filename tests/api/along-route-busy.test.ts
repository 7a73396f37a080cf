import { GET } from '@/app/api/along-route/route';
import { LOCATION_SEARCH_LIMIT } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { call } from '../support/api';

// A day whose box holds more places than one search returns: the answer must still hold the places
// beside the road, not only the first page of the box.
beforeAll(async () => {
  const db = await getDb();
  // Inside the box of the whole day (north-east of Clanton) but far from both of its legs, and
  // sorted by name before every seeded place.
  const crowd = Array.from({ length: LOCATION_SEARCH_LIMIT }, (_, i) => ({
    slug: `fixture-crowd-${i}`,
    name: `Aaa Fixture Crowd ${i}`,
    type: 'eat',
    category: 'food',
    city: 'Fixture Crowd',
    latitude: 33.6 - (i % 10) * 0.005,
    longitude: -86.2 + Math.floor(i / 10) * 0.001,
  }));
  for (let i = 0; i < crowd.length; i += 100) await db.insert(locations).values(crowd.slice(i, i + 100));
  await db.insert(locations).values({
    slug: 'fixture-roadside-diner',
    name: 'Zz Fixture Roadside Diner',
    type: 'eat',
    category: 'food',
    city: 'Clanton',
    latitude: 32.84,
    longitude: -86.63,
  });
});

it('searches leg by leg when the whole day’s box holds more than one search returns', async () => {
  const { status, body } = await call(GET, {
    url: '/api/along-route?points=33.5207,-86.8025;32.8387,-86.6294;32.3668,-86.3&miles=10&kind=eat',
  });
  expect(status).toBe(200);
  const slugs = (body.places as { slug: string }[]).map((p) => p.slug);
  expect(slugs).toContain('fixture-roadside-diner');
  expect(slugs.filter((s) => s.startsWith('fixture-crowd'))).toEqual([]);
});
