import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { SHELL_MESSAGES_ES } from '@/lib/shell/messages.es';
import { PAGES_MESSAGES } from '@/lib/pages/messages';
import { PAGES_MESSAGES_ES } from '@/lib/pages/messages.es';
import { PLACES_MESSAGES } from '@/lib/places/messages';
import { PLACES_MESSAGES_ES } from '@/lib/places/messages.es';
import { EVENTS_MESSAGES } from '@/lib/events/messages';
import { LIST_MESSAGES } from '@/lib/pages/list-messages';
import { MAP_MESSAGES } from '@/lib/map/messages';
import { SEARCH_MESSAGES } from '@/lib/search/messages';
import { ROAD_TRIP_ACTION_MESSAGES, ROAD_TRIP_MESSAGES } from '@/lib/road-trips/messages';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { ERROR_MESSAGES_ES } from '@/lib/errors/messages.es';
import { OFFLINE_TEXT } from '@/lib/offline/messages';
import { OFFLINE_TEXT_ES } from '@/lib/offline/messages.es';
import { ROAD_TRIP_ACTION_MESSAGES_ES, ROAD_TRIP_MESSAGES_ES } from '@/lib/road-trips/messages.es';
import { SEARCH_MESSAGES_ES } from '@/lib/search/messages.es';
import { MAP_MESSAGES_ES } from '@/lib/map/messages.es';
import { LIST_MESSAGES_ES } from '@/lib/pages/list-messages.es';
import { EVENTS_MESSAGES_ES } from '@/lib/events/messages.es';
import type { Locale } from './locales';
import type { Translation } from './translation';

// Every message of the site by namespace and language. Each domain keeps its messages beside its
// code (messages.ts in English, SPEC's strings word for word; messages.es.ts in Spanish, typed
// against it); this file only names them. A namespace client components read is also listed in
// CLIENT_NAMESPACES, so that a page's payload carries those and no others.

const ENGLISH = {
  shell: SHELL_MESSAGES,
  pages: PAGES_MESSAGES,
  places: PLACES_MESSAGES,
  events: EVENTS_MESSAGES,
  lists: LIST_MESSAGES,
  map: MAP_MESSAGES,
  search: SEARCH_MESSAGES,
  roadTrips: ROAD_TRIP_MESSAGES,
  roadTripActions: ROAD_TRIP_ACTION_MESSAGES,
  errors: ERROR_MESSAGES,
  offline: OFFLINE_TEXT,
};

/** The catalog's shape: English's keys, any wording. */
export type Messages = Translation<typeof ENGLISH>;
export type Namespace = keyof Messages;

export const CATALOG: Record<Locale, Messages> = {
  en: ENGLISH,
  es: {
    shell: SHELL_MESSAGES_ES,
    pages: PAGES_MESSAGES_ES,
    places: PLACES_MESSAGES_ES,
    events: EVENTS_MESSAGES_ES,
    lists: LIST_MESSAGES_ES,
    map: MAP_MESSAGES_ES,
    search: SEARCH_MESSAGES_ES,
    roadTrips: ROAD_TRIP_MESSAGES_ES,
    roadTripActions: ROAD_TRIP_ACTION_MESSAGES_ES,
    errors: ERROR_MESSAGES_ES,
    offline: OFFLINE_TEXT_ES,
  },
};

/** The namespaces client components read (next-intl's useTranslations), passed to the browser. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  'shell',
  'lists',
  'map',
  'search',
  'roadTripActions',
  'errors',
  'offline',
];
