import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, locations, regions } from './places';
import { spanishOr, translationsColumn, tsvector } from './types';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Local start time, e.g. "10:00", when the event has one. */
    startTime: text('start_time'),
    endTime: text('end_time'),
    venue: text('venue').notNull(),
    address1: text('address1'),
    city: text('city').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    locationId: integer('location_id').references(() => locations.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    experienceIds: integer('experience_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    website: text('website'),
    image: text('image'),
    imageAlt: text('image_alt'),
    featured: boolean('featured').notNull().default(false),
    /** True when anyone may attend without paying; false when it is ticketed or not known. */
    freeAdmission: boolean('free_admission').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    translations: translationsColumn(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(city, '') || ' ' || coalesce(venue, '') || ' ' || coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** The same text as the Spanish page shows it (Spanish where translated), for search on /es/. */
    searchEs: tsvector('search_es').generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('spanish', ${spanishOr('name', 'name')}), 'A') || setweight(to_tsvector('spanish', coalesce(city, '') || ' ' || coalesce(venue, '') || ' ' || ${spanishOr('summary', 'summary')}), 'B') || setweight(to_tsvector('spanish', ${spanishOr('description', 'description')}), 'C')`,
      ),
    ),
  },
  (t) => [
    index('events_search_idx').using('gin', t.search),
    index('events_search_es_idx').using('gin', t.searchEs),
    index('events_dates_idx').on(t.startDate, t.endDate),
    index('events_region_idx').on(t.regionId),
  ],
);

/** A pending edit of an event, shown by the preview route before an editor approves it. */
export const eventChangeRequests = pgTable('event_change_requests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
