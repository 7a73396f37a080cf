import { getDb } from '@/lib/db/client';
import { cities, regions, roadTrips } from '@/lib/db/schema';
import { loadNavigation, MENU_CITY_COUNT, MENU_ROAD_TRIP_COUNT } from '@/lib/navigation';

describe('header navigation from the database', () => {
  it('lists regions, the largest cities first, and featured road trips only', async () => {
    const db = await getDb();
    const [region] = await db
      .insert(regions)
      .values({ slug: 'zz-test-region', name: 'Zz Test Region', latitude: 33, longitude: -86 })
      .returning({ id: regions.id });
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
    expect(nav.regions).toContainEqual({ label: 'Zz Test Region', href: `/places-to-go/areas/${region!.id}` });
    expect(nav.cities).toHaveLength(MENU_CITY_COUNT);
    expect(nav.cities.map((c) => c.label)).toEqual(Array.from({ length: MENU_CITY_COUNT }, (_, i) => `Zz City ${i}`));
    expect(nav.roadTrips.length).toBeLessThanOrEqual(MENU_ROAD_TRIP_COUNT);
    expect(nav.roadTrips.map((t) => t.label)).not.toContain('Zz Plain Trip');
  });
});
