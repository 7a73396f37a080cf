import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An alert's words in the site's other languages, by locale; `resources` gives each button's text by
 * the resource's URL. The English columns stay the alert's own (the level also decides its colour).
 */
export type AlertTranslations = {
  es?: { title?: string; level?: string; message?: string; resources?: Record<string, string> };
};
export type CrisisAlertTranslations = { es?: { message?: string; messageType?: string } };

export const alerts = pgTable('alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** e.g. 'Advisory', 'Warning', 'State of Emergency'. */
  level: text('level').notNull(),
  /** HTML from editors; sanitised before rendering. */
  message: text('message').notNull(),
  url: text('url'),
  resources: jsonb('resources')
    .$type<{ url: string; buttonText: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  showAccommodation: boolean('show_accommodation').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  translations: jsonb('translations').$type<AlertTranslations>().notNull().default({}),
});

export const crisisAlerts = pgTable('crisis_alerts', {
  id: serial('id').primaryKey(),
  siteType: text('site_type').notNull().default('travel'),
  message: text('message').notNull(),
  messageType: text('message_type').notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  translations: jsonb('translations').$type<CrisisAlertTranslations>().notNull().default({}),
});
