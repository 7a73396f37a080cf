import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { spanishOr, translationsColumn, tsvector } from './types';

/** Tourism regions ("areas" in docs/SPEC.md): groups of counties. */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  image: text('image'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  translations: translationsColumn(),
});

/** The 67 counties, by US Census FIPS code. */
export const counties = pgTable('counties', {
  fips: text('fips').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  regionId: integer('region_id').references(() => regions.id),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    countyFips: text('county_fips').references(() => counties.fips),
    regionId: integer('region_id').references(() => regions.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    description: text('description').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    translations: translationsColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** The same text as the Spanish page shows it (Spanish where translated), for search on /es/. */
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish', ${spanishOr('name', 'name')}), 'A') || setweight(to_tsvector('spanish', ${spanishOr('description', 'description')}), 'C')`,
      ),
    ),
  },
  (t) => [
    index('cities_search_idx').using('gin', t.search),
    index('cities_search_es_idx').using('gin', t.searchEs),
    index('cities_population_idx').on(t.population),
  ],
);

export const badges = pgTable('badges', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The map tab family: see, eat or stay. */
    type: text('type').notNull(),
    /** One of LOCATION_CATEGORIES. */
    category: text('category').notNull(),
    experienceIds: integer('experience_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    badgeIds: integer('badge_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    cuisines: text('cuisines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    googlePlacesId: text('google_places_id'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    countyFips: text('county_fips').references(() => counties.fips),
    postal: text('postal'),
    phone: text('phone'),
    hours: text('hours').array(),
    website: text('website'),
    htmlAttributions: text('html_attributions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    image: text('image'),
    imageAlt: text('image_alt'),
    featured: boolean('featured').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    translations: translationsColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** The same text as the Spanish page shows it (Spanish where translated), for search on /es/. */
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish', ${spanishOr('name', 'name')}), 'A') || setweight(to_tsvector('spanish', coalesce(city, '') || ' ' || ${spanishOr('summary', 'summary')}), 'B') || setweight(to_tsvector('spanish', ${spanishOr('description', 'description')}), 'C')`,
      ),
    ),
  },
  (t) => [
    index('locations_search_idx').using('gin', t.search),
    index('locations_search_es_idx').using('gin', t.searchEs),
    index('locations_lat_lng_idx').on(t.latitude, t.longitude),
    index('locations_category_idx').on(t.category),
    index('locations_region_idx').on(t.regionId),
    index('locations_city_idx').on(t.cityId),
    index('locations_badges_idx').using('gin', t.badgeIds),
    index('locations_experiences_idx').using('gin', t.experienceIds),
  ],
);
