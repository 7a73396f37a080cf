import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities, regions, roadTrips } from '@/lib/db/schema';
import { loadNavigation, MENU_CITY_COUNT, MENU_ROAD_TRIP_COUNT } from '@/lib/navigation';

describe('header navigation from the database', () => {
  it('lists regions, the largest cities first, and featured road trips only', async () => {
    const db = await getDb();
    await db.insert(regions).values({ slug: 'zz-test-region', name: 'Zz Test Region', latitude: 33, longitude: -86 });
    const big = 10_000_000;
    await db.insert(cities).values(
      Array.from({ length: MENU_CITY_COUNT + 2 }, (_, i) => ({
        slug: `zz-city-${i}`,
        name: `Zz City ${i}`,
        latitude: 33,
        longitude: -86,
        population: big - i,
      })),
    );
    await db.insert(roadTrips).values([
      { tripId: 990001, slug: 'zz-featured', name: 'Zz Featured Trip', featured: true },
      { tripId: 990002, slug: 'zz-plain', name: 'Zz Plain Trip', featured: false },
    ]);

    const nav = await loadNavigation();
    // The slug URL, the page's canonical one (the numeric ids made every page appear twice to a crawler).
    expect(nav.regions).toContainEqual({ label: 'Zz Test Region', href: '/places-to-go/areas/zz-test-region' });
    // Not empty, whatever the menu's size is set to: a menu of zero cities is a broken menu.
    expect(MENU_CITY_COUNT).toBeGreaterThan(0);
    expect(nav.cities).toHaveLength(MENU_CITY_COUNT);
    expect(nav.cities.map((c) => c.label)).toEqual(Array.from({ length: MENU_CITY_COUNT }, (_, i) => `Zz City ${i}`));
    expect(nav.cities[0]?.href).toBe('/places-to-go/cities-and-towns/zz-city-0');
    expect(nav.roadTrips.length).toBeLessThanOrEqual(MENU_ROAD_TRIP_COUNT);
    // Some trips are listed (an empty menu would pass "not listed"), and every one is featured.
    const featured = (
      await db.select({ name: roadTrips.name }).from(roadTrips).where(eq(roadTrips.featured, true))
    ).map((t) => t.name);
    expect(nav.roadTrips.length).toBeGreaterThan(0);
    for (const trip of nav.roadTrips) expect(featured).toContain(trip.label);
    expect(nav.roadTrips.map((t) => t.label)).not.toContain('Zz Plain Trip');
  });
});
