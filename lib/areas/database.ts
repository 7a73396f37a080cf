import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { cities, counties, regions } from '@/lib/db/schema';
import { getLocationsIn } from '@/lib/locations/database';
import type { Location } from '@/lib/locations/shape';
import { alphabetical } from '@/lib/db/alphabetical';

export const AREA_FEATURED_PLACES = 24;

export type AreaSummary = {
  id: number;
  slug: string;
  name: string;
  summary: string;
  image: string | null;
  latitude: string;
  longitude: string;
};
export type AreaDetail = AreaSummary & {
  description: string;
  counties: { fips: string; slug: string; name: string }[];
  cities: { id: number; slug: string; name: string }[];
  featuredLocations: Location[];
};

type RegionRow = typeof regions.$inferSelect;

function reshapeArea(row: RegionRow): AreaSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    image: row.image,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
  };
}

/** Every tourism region, alphabetically. */
export async function getAreas(): Promise<AreaSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(regions)
    .orderBy(...alphabetical(regions.name));
  return rows.map(reshapeArea);
}

/** A region by id or slug, with its counties, cities and featured places; null when there is none. */
export async function getArea(key: { id: number } | { slug: string }): Promise<AreaDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(regions)
    .where('id' in key ? eq(regions.id, key.id) : eq(regions.slug, key.slug))
    .limit(1);
  if (!row) return null;
  const [countyRows, cityRows, featuredLocations] = await Promise.all([
    db
      .select({ fips: counties.fips, slug: counties.slug, name: counties.name })
      .from(counties)
      .where(eq(counties.regionId, row.id))
      .orderBy(...alphabetical(counties.name)),
    db
      .select({ id: cities.id, slug: cities.slug, name: cities.name })
      .from(cities)
      .where(eq(cities.regionId, row.id))
      .orderBy(...alphabetical(cities.name)),
    getLocationsIn({ regionId: row.id }, { featuredOnly: true, limit: AREA_FEATURED_PLACES }),
  ]);
  return {
    ...reshapeArea(row),
    description: row.description,
    counties: countyRows,
    cities: cityRows,
    featuredLocations,
  };
}
