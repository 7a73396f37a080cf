import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { badges, cities, locations } from './places';
import { spanishOr, translationsColumn, tsvector } from './types';

/** Featured road trips, curated by the tourism office (not users' trips). */
export const roadTrips = pgTable(
  'road_trips',
  {
    tripId: integer('trip_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    experienceSlugs: text('experience_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    regionSlugs: text('region_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    days: integer('days').notNull().default(1),
    featured: boolean('featured').notNull().default(false),
    image: text('image'),
    imageAlt: text('image_alt'),
    translations: translationsColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** The same text as the Spanish page shows it (Spanish where translated), for search on /es/. */
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish', ${spanishOr('name', 'name')}), 'A') || setweight(to_tsvector('spanish', ${spanishOr('summary', 'summary')}), 'B') || setweight(to_tsvector('spanish', ${spanishOr('description', 'description')}), 'C')`,
      ),
    ),
  },
  (t) => [
    index('road_trips_search_idx').using('gin', t.search),
    index('road_trips_search_es_idx').using('gin', t.searchEs),
  ],
);

export const roadTripStops = pgTable(
  'road_trip_stops',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => roadTrips.tripId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.position] })],
);

export const trails = pgTable('trails', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  badgeId: integer('badge_id').references(() => badges.id),
  image: text('image'),
  imageAlt: text('image_alt'),
  translations: translationsColumn(),
});

export const trailStops = pgTable(
  'trail_stops',
  {
    trailId: integer('trail_id')
      .notNull()
      .references(() => trails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.trailId, t.position] })],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Trusted HTML written by editors; still sanitised before rendering. */
    body: text('body').notNull(),
    author: text('author').notNull(),
    publishedAt: date('published_at').notNull(),
    experienceSlugs: text('experience_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    imageAlt: text('image_alt'),
    /** Spanish `name` is the title and `description` the body (HTML, as the English one). */
    translations: translationsColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', regexp_replace(coalesce(body, ''), '<[^>]+>', ' ', 'g')), 'C')`,
    ),
    /** The same text as the Spanish page shows it (Spanish where translated), for search on /es/. */
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish', ${spanishOr('name', 'title')}), 'A') || setweight(to_tsvector('spanish', ${spanishOr('summary', 'summary')}), 'B') || setweight(to_tsvector('spanish', regexp_replace(${spanishOr('description', 'body')}, '<[^>]+>', ' ', 'g')), 'C')`,
      ),
    ),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.search),
    index('articles_search_es_idx').using('gin', t.searchEs),
  ],
);

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  youtubeId: text('youtube_id').notNull(),
  durationSeconds: integer('duration_seconds'),
  experienceSlugs: text('experience_slugs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const makers = pgTable('makers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  city: text('city').notNull(),
  cityId: integer('city_id').references(() => cities.id),
  summary: text('summary').notNull().default(''),
  description: text('description').notNull().default(''),
  website: text('website'),
  image: text('image'),
  imageAlt: text('image_alt'),
  translations: translationsColumn(),
});

export const restaurantWeekEntries = pgTable('restaurant_week_entries', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  locationId: integer('location_id').references(() => locations.id),
  menu: text('menu').notNull().default(''),
  priceRange: text('price_range'),
  year: integer('year').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on').notNull(),
});

export const cuisines = pgTable('cuisines', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const brochures = pgTable('brochures', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  image: text('image').notNull(),
  imageAltText: text('image_alt_text').notNull(),
  position: integer('position').notNull().default(0),
});

export const welcomeCenters = pgTable('welcome_centers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  route: text('route').notNull(),
  city: text('city').notNull(),
  description: text('description').notNull().default(''),
  latitude: text('latitude').notNull(),
  longitude: text('longitude').notNull(),
  phone: text('phone'),
  translations: translationsColumn(),
});
