import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  articles,
  cuisines,
  locations,
  makers,
  restaurantWeekEntries,
  trails,
  trailStops,
  videos,
  welcomeCenters,
} from '@/lib/db/schema';
import { insertEvents, insertPlaces, insertRoadTrips } from '../../support/fixtures';

let counter = 0;
const unique = (base: string) => `fixture-${base}-${process.pid}-${++counter}`;

/** Places, events and road trips (the shared fixtures) plus one row of every editorial table. */
export async function insertSite() {
  const db = await getDb();
  const places = await insertPlaces();
  const [events, trips] = await Promise.all([insertEvents(places), insertRoadTrips(places)]);
  await db
    .update(locations)
    .set({ cuisines: ['seafood'] })
    .where(eq(locations.id, places.oysterBar.id));
  const [article] = await db
    .insert(articles)
    .values({
      slug: unique('oysters'),
      title: 'Fixture Oyster Trail Along Mobile Bay',
      summary: 'Where to eat Gulf oysters on the half shell.',
      body: '<p>Bon Secour oysters are <strong>briny</strong> and sweet.</p><script>alert(1)</script>',
      author: 'Fixture Writer',
      publishedAt: '2026-03-01',
      experienceSlugs: ['food-and-drink'],
    })
    .returning();
  const [trail] = await db
    .insert(trails)
    .values({ slug: unique('bbq'), name: 'Fixture Barbecue Trail', summary: 'Smoke and sauce.' })
    .returning();
  await db.insert(trailStops).values({ trailId: trail!.id, position: 1, locationId: places.oysterBar.id });
  const [maker] = await db
    .insert(makers)
    .values({
      slug: unique('potter'),
      name: 'Fixture Pottery',
      category: 'Pottery & Ceramics',
      city: places.city.name,
      summary: 'Wheel-thrown stoneware.',
    })
    .returning();
  const [entry] = await db
    .insert(restaurantWeekEntries)
    .values({
      slug: unique('rw'),
      name: 'Fixture Bistro',
      city: places.city.name,
      locationId: places.oysterBar.id,
      menu: 'Three courses.',
      year: 2999,
      startsOn: '2999-08-14',
      endsOn: '2999-08-23',
    })
    .returning();
  const cuisineSlug = 'seafood';
  await db
    .insert(cuisines)
    .values({ slug: cuisineSlug, name: 'Seafood', description: 'Gulf shrimp, oysters and fish.' })
    .onConflictDoNothing();
  await db
    .insert(videos)
    .values({ slug: unique('video'), title: 'Fixture Sunrise Video', youtubeId: 'abcdefghijk', durationSeconds: 125 });
  await db.insert(welcomeCenters).values({
    slug: unique('wc'),
    name: 'Fixture Welcome Center',
    route: 'I-65 southbound',
    city: 'Ardmore',
    latitude: '34.99',
    longitude: '-86.85',
  });
  return { places, events, trips, article: article!, trail: trail!, maker: maker!, entry: entry!, cuisineSlug };
}
