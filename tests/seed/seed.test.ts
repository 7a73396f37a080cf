import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { STATE_BOUNDS, TAB_CATEGORIES } from '@/lib/constants';
import { getDb, type Db } from '@/lib/db/client';
import { seedIfEmpty } from '@/lib/db/seed';

// docs/SPEC.md section 9 (Golf trip ids: 5, 18, 44, 48, 74), as a literal.
const GOLF_TRIP_IDS = [5, 18, 44, 48, 74];

// STATE_BOUNDS is the trip-destination box of docs/SPEC.md section 5; it stops short of the state's
// eastern counties (Dothan, Auburn, Fort Payne) and its northern edge, so places are held to
// Alabama's real extent, with the coast allowed down to 30.1.
const ALABAMA = { minLat: 30.1, maxLat: 35.01, minLng: -88.48, maxLng: -84.88 };

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
async function count(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return row?.n ?? 0;
}

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

test('all 67 counties are seeded and each belongs to exactly one region', async () => {
  const counties = await rows<{ fips: string; region_id: number | null }>(
    db,
    sql`select fips, region_id from counties`,
  );
  expect(counties).toHaveLength(67);
  expect(counties.filter((c) => c.region_id === null)).toEqual([]);
  const regions = await rows<{ n: number }>(db, sql`select count(distinct region_id)::int as n from counties`);
  expect(regions[0]?.n).toBeGreaterThanOrEqual(6);
});

test('the state’s cities carry their county and region', async () => {
  expect(await count(db, 'cities')).toBeGreaterThan(300);
  const orphans = await rows(db, sql`select slug from cities where county_fips is null or region_id is null`);
  expect(orphans).toEqual([]);
  const [birmingham] = await rows<{ county_fips: string }>(
    db,
    sql`select county_fips from cities where slug = 'birmingham'`,
  );
  expect(birmingham?.county_fips).toBe('01073');
});

test('more than 220 real places span see, eat and stay, inside Alabama', async () => {
  const places = await rows<{ type: string; category: string; latitude: number; longitude: number; slug: string }>(
    db,
    sql`select slug, type, category, latitude, longitude from locations`,
  );
  expect(places.length).toBeGreaterThanOrEqual(220);
  const family = (tab: 'see' | 'eat' | 'stay') =>
    places.filter((p) => TAB_CATEGORIES[tab]?.includes(p.category as never));
  expect(family('see').length).toBeGreaterThanOrEqual(130);
  expect(family('eat').length).toBeGreaterThanOrEqual(45);
  expect(family('stay').length).toBeGreaterThanOrEqual(25);
  const outside = places.filter(
    (p) =>
      p.latitude < ALABAMA.minLat ||
      p.latitude > ALABAMA.maxLat ||
      p.longitude < ALABAMA.minLng ||
      p.longitude > ALABAMA.maxLng,
  );
  expect(outside).toEqual([]);
  // Most of them also sit inside the narrower trip-destination box.
  const inBox = places.filter((p) => p.latitude >= STATE_BOUNDS.minLat && p.longitude <= STATE_BOUNDS.maxLng);
  expect(inBox.length).toBeGreaterThan(places.length / 2);
});

test('every place has a city, a region and a county', async () => {
  const missing = await rows(
    db,
    sql`select slug from locations where city_id is null or region_id is null or county_fips is null`,
  );
  expect(missing).toEqual([]);
  const regionsWithPlaces = await rows<{ n: number }>(
    db,
    sql`select count(distinct region_id)::int as n from locations`,
  );
  expect(regionsWithPlaces[0]?.n).toBe(await count(db, 'regions'));
});

test('about a dozen places are featured, across the regions', async () => {
  const [row] = await rows<{ n: number; regions: number }>(
    db,
    sql`select count(*)::int as n, count(distinct region_id)::int as regions from locations where featured`,
  );
  expect(row?.n).toBeGreaterThanOrEqual(12);
  expect(row?.n).toBeLessThanOrEqual(20);
  expect(row?.regions).toBe(await count(db, 'regions'));
});

test('the wonders and responsibly tabs have places', async () => {
  const [wonders] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from locations where 1 = any(badge_ids)`,
  );
  const [responsibly] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from locations where 2 = any(badge_ids)`,
  );
  expect(wonders?.n).toBeGreaterThanOrEqual(15);
  expect(responsibly?.n).toBeGreaterThanOrEqual(20);
});

test('at least 40 events fall within the next twelve months', async () => {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from events where end_date >= current_date and start_date <= current_date + interval '12 months'`,
  );
  expect(row?.n).toBeGreaterThanOrEqual(40);
  const [featured] = await rows<{ n: number }>(db, sql`select count(*)::int as n from events where featured`);
  expect(featured?.n).toBe(10);
  expect(await count(db, 'event_change_requests')).toBe(2);
});

test('golf trips 5, 18, 44, 48 and 74 follow the golf trail, with stops', async () => {
  for (const tripId of GOLF_TRIP_IDS) {
    const [trip] = await rows<{ experience_slugs: string[]; stops: number }>(
      db,
      sql`select experience_slugs, (select count(*)::int from road_trip_stops s where s.trip_id = t.trip_id) as stops from road_trips t where trip_id = ${tripId}`,
    );
    expect(trip?.experience_slugs).toContain('year-round-golf');
    expect(trip?.stops).toBeGreaterThanOrEqual(3);
  }
  const [featured] = await rows<{ n: number }>(db, sql`select count(*)::int as n from road_trips where featured`);
  expect(featured?.n).toBe(8);
  expect(await count(db, 'road_trips')).toBeGreaterThanOrEqual(14);
});

test('every road trip and trail stop names a seeded place', async () => {
  const broken = await rows(
    db,
    sql`select trip_id as id from road_trip_stops s left join locations l on l.id = s.location_id where l.id is null
        union all select trail_id from trail_stops s left join locations l on l.id = s.location_id where l.id is null`,
  );
  expect(broken).toEqual([]);
  const emptyTrails = await rows(
    db,
    sql`select slug from trails t where not exists (select 1 from trail_stops s where s.trail_id = t.id)`,
  );
  expect(emptyTrails).toEqual([]);
});

test('editorial content is present', async () => {
  expect(await count(db, 'articles')).toBeGreaterThanOrEqual(12);
  expect(await count(db, 'makers')).toBe(15);
  expect(await count(db, 'restaurant_week_entries')).toBe(15);
  expect(await count(db, 'brochures')).toBe(8);
  expect(await count(db, 'welcome_centers')).toBe(8);
  const [active] = await rows<{ n: number }>(db, sql`select count(*)::int as n from alerts where active`);
  expect(active?.n).toBe(2);
  const crisis = await rows<{ message_type: string }>(db, sql`select message_type from crisis_alerts where active`);
  expect(crisis.map((c) => c.message_type)).toEqual(['info']);
  const [shortest] = await rows<{ words: number }>(
    db,
    sql`select min(array_length(regexp_split_to_array(trim(regexp_replace(body, '<[^>]+>', ' ', 'g')), '[[:space:]]+'), 1))::int as words from articles`,
  );
  expect(shortest?.words).toBeGreaterThanOrEqual(300);
});

test('restaurants name seeded cuisines and every experience id is known', async () => {
  const unknownCuisines = await rows(
    db,
    sql`select distinct unnest(cuisines) as c from locations except select slug from cuisines`,
  );
  expect(unknownCuisines).toEqual([]);
  const [eat] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from locations where category = 'food' and cardinality(cuisines) = 0`,
  );
  expect(eat?.n).toBe(0);
  const badIds = await rows(
    db,
    sql`select id from (select unnest(experience_ids) as id from locations union select unnest(experience_ids) from events) x where id not between 1 and 10`,
  );
  expect(badIds).toEqual([]);
});

test('slugs are unique within each kind', async () => {
  for (const table of [
    'regions',
    'counties',
    'cities',
    'locations',
    'events',
    'road_trips',
    'trails',
    'articles',
    'makers',
  ]) {
    const [row] = await rows<{ n: number; d: number }>(
      db,
      sql.raw(`select count(*)::int as n, count(distinct slug)::int as d from ${table}`),
    );
    expect(row?.d).toBe(row?.n);
  }
});

test('seeding again adds nothing', async () => {
  const before = await Promise.all(['regions', 'cities', 'locations', 'events', 'road_trips'].map((t) => count(db, t)));
  await seedIfEmpty(db);
  const after = await Promise.all(['regions', 'cities', 'locations', 'events', 'road_trips'].map((t) => count(db, t)));
  expect(after).toEqual(before);
});

test('the county map and city data stay small', () => {
  const size = (file: string) => statSync(path.join(process.cwd(), file)).size;
  expect(size('public/geo/alabama-counties.json')).toBeLessThan(300_000);
  expect(size('lib/db/seed/data/cities.json')).toBeLessThan(400_000);
});
