import { and, arrayContains, arrayOverlaps, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations, regions } from '@/lib/db/schema';
import { LOCATION_SEARCH_LIMIT, TAB_BADGES, TAB_CATEGORIES } from '@/lib/constants';
import { locationColumns, locationJsonSql, reshapeLocation, type Location, type LocationDetail } from './shape';
import type { LocationFilter } from './schema';

export type { Location, LocationDetail } from './shape';
export { reshapeLocation, locationColumns } from './shape';

const listOrder = [desc(locations.featured), asc(locations.name), asc(locations.id)];

function areaCondition(area: { id: number } | { slug: string }): SQL {
  if ('id' in area) return eq(locations.regionId, area.id);
  return eq(locations.regionId, sql`(select ${regions.id} from ${regions} where ${regions.slug} = ${area.slug})`);
}

function typeCondition(type: NonNullable<LocationFilter['type']>): SQL {
  const categories = TAB_CATEGORIES[type];
  if (categories) return inArray(locations.category, [...categories]);
  const badge = TAB_BADGES[type];
  if (badge === undefined) throw new Error(`No rule for map type ${type}.`);
  return arrayContains(locations.badgeIds, [badge]);
}

function filterConditions(filter: LocationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.location_types) conditions.push(inArray(locations.category, filter.location_types));
  if (filter.category) conditions.push(eq(locations.category, filter.category));
  if (filter.type) conditions.push(typeCondition(filter.type));
  if (filter.experience_types) conditions.push(arrayOverlaps(locations.experienceIds, filter.experience_types));
  if (filter.badge_ids) conditions.push(arrayOverlaps(locations.badgeIds, filter.badge_ids));
  if (filter.area) conditions.push(areaCondition(filter.area));
  if (filter.min_latitude !== undefined) conditions.push(gte(locations.latitude, filter.min_latitude));
  if (filter.max_latitude !== undefined) conditions.push(lte(locations.latitude, filter.max_latitude));
  if (filter.min_longitude !== undefined) conditions.push(gte(locations.longitude, filter.min_longitude));
  if (filter.max_longitude !== undefined) conditions.push(lte(locations.longitude, filter.max_longitude));
  return conditions;
}

/** Places matching every given map-filter field, featured first then by name, at most `limit`. */
export async function filterLocations(filter: LocationFilter): Promise<Location[]> {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(and(...filterConditions(filter)))
    .orderBy(...listOrder)
    .limit(Math.min(filter.limit, LOCATION_SEARCH_LIMIT));
  return rows.map(reshapeLocation);
}

/** filterLocations' answer as a JSON array built by the database, ready to send. */
export async function filterLocationsJson(filter: LocationFilter): Promise<string> {
  const db = await getDb();
  const t = db
    .select(locationColumns)
    .from(locations)
    .where(and(...filterConditions(filter)))
    .orderBy(...listOrder)
    .limit(Math.min(filter.limit, LOCATION_SEARCH_LIMIT))
    .as('t');
  const order = sql`${t.featured} desc, ${t.name} asc, ${t.id} asc`;
  const [row] = await db
    .select({ body: sql<string>`coalesce(json_agg(${locationJsonSql(t)} order by ${order}), '[]')::text` })
    .from(t);
  return row?.body ?? '[]';
}

/** A place by numeric id or slug, with its long text; null when there is none. */
export async function getLocation(key: { id: number } | { slug: string }): Promise<LocationDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...locationColumns, description: locations.description, cuisines: locations.cuisines })
    .from(locations)
    .where('id' in key ? eq(locations.id, key.id) : eq(locations.slug, key.slug))
    .limit(1);
  if (!row) return null;
  return { ...reshapeLocation(row), description: row.description, cuisines: row.cuisines };
}

/** Featured places, for the home page and the map's default view. */
export async function getFeaturedLocations(limit = LOCATION_SEARCH_LIMIT): Promise<Location[]> {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.featured, true))
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(limit);
  return rows.map(reshapeLocation);
}

/** Places by id, in the order asked, skipping ids that name no place. */
export async function getLocationsByIds(ids: number[]): Promise<Location[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(locationColumns).from(locations).where(inArray(locations.id, unique));
  const byId = new Map(rows.map((row) => [row.id, reshapeLocation(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** Places in a region or a city, featured first, for the area and city pages. */
export async function getLocationsIn(
  where: { regionId: number } | { cityId: number },
  options: { featuredOnly?: boolean; limit?: number } = {},
): Promise<Location[]> {
  const db = await getDb();
  const place = 'regionId' in where ? eq(locations.regionId, where.regionId) : eq(locations.cityId, where.cityId);
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(options.featuredOnly ? and(place, eq(locations.featured, true)) : place)
    .orderBy(...listOrder)
    .limit(options.limit ?? LOCATION_SEARCH_LIMIT);
  return rows.map(reshapeLocation);
}

/** A place found by its Google place id (the embedded places supplement reads this). */
export async function getLocationByPlaceId(placeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      address1: locations.address1,
      phone: locations.phone,
      hours: locations.hours,
      website: locations.website,
    })
    .from(locations)
    .where(
      and(
        eq(locations.googlePlacesId, placeId),
        or(
          sql`${locations.address1} is not null`,
          sql`${locations.phone} is not null`,
          sql`${locations.hours} is not null`,
          sql`${locations.website} is not null`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}
