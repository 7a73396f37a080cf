import { gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles, cities, events, locations, roadTrips } from '@/lib/db/schema';
import { todayInAlabama } from '@/lib/events';
import { articlePath, cityPath, eventPath, placePath, roadTripPath } from '@/lib/pages/paths';

import { SEARCH_KINDS, type SearchKind } from './kind-names';

export { SEARCH_KINDS, type SearchKind };

export type KindConfig = {
  label: string;
  table: PgTable;
  vector: PgColumn;
  title: SQL<string>;
  key: SQL<string>;
  /** The text the highlighted excerpt is cut from: plain text, never HTML. */
  text: SQL<string>;
  meta: SQL<string>;
  href: (key: string) => string;
  where?: () => SQL;
};

export const KINDS: Record<SearchKind, KindConfig> = {
  places: {
    label: 'Places',
    table: locations,
    vector: locations.search,
    title: sql<string>`${locations.name}`,
    key: sql<string>`${locations.slug}`,
    text: sql<string>`${locations.summary} || ' ' || ${locations.description}`,
    meta: sql<string>`${locations.city}`,
    href: placePath,
  },
  events: {
    label: 'Events',
    table: events,
    vector: events.search,
    title: sql<string>`${events.name}`,
    key: sql<string>`${events.slug}`,
    text: sql<string>`${events.summary} || ' ' || ${events.description}`,
    meta: sql<string>`${events.venue} || ', ' || ${events.city} || ' · ' || to_char(${events.startDate}, 'FMMonth FMDD, YYYY')`,
    href: eventPath,
    where: () => gte(events.endDate, todayInAlabama()),
  },
  'road-trips': {
    label: 'Road Trips',
    table: roadTrips,
    vector: roadTrips.search,
    title: sql<string>`${roadTrips.name}`,
    key: sql<string>`${roadTrips.tripId}::text`,
    text: sql<string>`${roadTrips.summary} || ' ' || ${roadTrips.description}`,
    meta: sql<string>`${roadTrips.days}::text || case when ${roadTrips.days} = 1 then ' day' else ' days' end`,
    href: (key) => roadTripPath(Number(key)),
  },
  articles: {
    label: 'Articles',
    table: articles,
    vector: articles.search,
    title: sql<string>`${articles.title}`,
    key: sql<string>`${articles.slug}`,
    text: sql<string>`${articles.summary} || ' ' || regexp_replace(${articles.body}, '<[^>]+>', ' ', 'g')`,
    meta: sql<string>`${articles.author}`,
    href: articlePath,
  },
  cities: {
    label: 'Cities and Towns',
    table: cities,
    vector: cities.search,
    title: sql<string>`${cities.name}`,
    key: sql<string>`${cities.slug}`,
    text: sql<string>`${cities.description}`,
    meta: sql<string>`'Alabama'`,
    href: cityPath,
  },
};
