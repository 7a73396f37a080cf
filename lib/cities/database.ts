import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities, counties, regions } from '@/lib/db/schema';
import { getLocationsIn } from '@/lib/locations/database';
import type { Location } from '@/lib/locations/shape';
import { alphabetical } from '@/lib/db/alphabetical';

export type CitySummary = { id: number; slug: string; name: string };

/** Every city, alphabetically, in the Main API's `City` shape (docs/SPEC.md section 3). */
export async function getCities(): Promise<CitySummary[]> {
  const db = await getDb();
  return db
    .select({ id: cities.id, slug: cities.slug, name: cities.name })
    .from(cities)
    .orderBy(...alphabetical(cities.name));
}

export async function getCityById(id: number) {
  const db = await getDb();
  const [city] = await db.select().from(cities).where(eq(cities.id, id)).limit(1);
  return city ?? null;
}

export type CityDetail = CitySummary & {
  description: string;
  latitude: string;
  longitude: string;
  population: number;
  featured: boolean;
  county: { fips: string; slug: string; name: string } | null;
  region: { id: number; slug: string; name: string } | null;
  locations: Location[];
};

/** A city by id or slug with its county, region and places (featured first); null when there is none. */
export async function getCityDetail(key: { id: number } | { slug: string }): Promise<CityDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      city: cities,
      county: { fips: counties.fips, slug: counties.slug, name: counties.name },
      region: { id: regions.id, slug: regions.slug, name: regions.name },
    })
    .from(cities)
    .leftJoin(counties, eq(counties.fips, cities.countyFips))
    .leftJoin(regions, eq(regions.id, cities.regionId))
    .where('id' in key ? eq(cities.id, key.id) : eq(cities.slug, key.slug))
    .limit(1);
  if (!row) return null;
  const { city } = row;
  return {
    id: city.id,
    slug: city.slug,
    name: city.name,
    description: city.description,
    latitude: String(city.latitude),
    longitude: String(city.longitude),
    population: city.population,
    featured: city.featured,
    county: row.county,
    region: row.region,
    locations: await getLocationsIn({ cityId: city.id }),
  };
}
