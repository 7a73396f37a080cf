import { gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles, cities, events, locations, roadTrips } from '@/lib/db/schema';
import { todayInAlabama } from '@/lib/events';
import { articlePath, cityPath, eventPath, placePath, roadTripPath } from '@/lib/pages/paths';

import { SEARCH_KINDS, type SearchKind } from './kind-names';

export { SEARCH_KINDS, type SearchKind };

/** The same kind searched on a Spanish page: the Spanish vector, and the text as that page shows it. */
export type SpanishKindConfig = { vector: PgColumn; title: SQL<string>; text: SQL<string>; meta?: SQL<string> };

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
  spanish: SpanishKindConfig;
};

/** A record's Spanish text of one field where written, else its English column (as the page shows it). */
const es = (translations: PgColumn, field: 'name' | 'summary' | 'description', english: PgColumn | SQL) =>
  sql<string>`coalesce(${translations} #>> ${sql.raw(`'{es,${field}}'`)}, ${english})`;

const SPANISH_MONTHS = sql.raw(
  `array['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre']`,
);

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
    spanish: {
      vector: locations.searchEs,
      title: es(locations.translations, 'name', locations.name),
      text: sql<string>`${es(locations.translations, 'summary', locations.summary)} || ' ' || ${es(locations.translations, 'description', locations.description)}`,
    },
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
    spanish: {
      vector: events.searchEs,
      title: es(events.translations, 'name', events.name),
      text: sql<string>`${es(events.translations, 'summary', events.summary)} || ' ' || ${es(events.translations, 'description', events.description)}`,
      meta: sql<string>`${events.venue} || ', ' || ${events.city} || ' · ' || to_char(${events.startDate}, 'FMDD') || ' de ' || (${SPANISH_MONTHS})[extract(month from ${events.startDate})::int] || ' de ' || to_char(${events.startDate}, 'YYYY')`,
    },
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
    spanish: {
      vector: roadTrips.searchEs,
      title: es(roadTrips.translations, 'name', roadTrips.name),
      text: sql<string>`${es(roadTrips.translations, 'summary', roadTrips.summary)} || ' ' || ${es(roadTrips.translations, 'description', roadTrips.description)}`,
      meta: sql<string>`${roadTrips.days}::text || case when ${roadTrips.days} = 1 then ' día' else ' días' end`,
    },
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
    spanish: {
      vector: articles.searchEs,
      title: es(articles.translations, 'name', articles.title),
      text: sql<string>`${es(articles.translations, 'summary', articles.summary)} || ' ' || regexp_replace(${es(articles.translations, 'description', articles.body)}, '<[^>]+>', ' ', 'g')`,
    },
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
    spanish: {
      vector: cities.searchEs,
      title: es(cities.translations, 'name', cities.name),
      text: es(cities.translations, 'description', cities.description),
    },
  },
};
