import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { SHELL_MESSAGES_ES } from '@/lib/shell/messages.es';
import { ALONG_TEXT } from '@/lib/trips/along-messages';
import { ALONG_TEXT_ES } from '@/lib/trips/along-messages.es';
import { DAY_TEXT } from '@/lib/trips/day-messages';
import { DAY_TEXT_ES } from '@/lib/trips/day-messages.es';
import { EDITOR_TEXT } from '@/lib/trips/editor-messages';
import { EDITOR_TEXT_ES } from '@/lib/trips/editor-messages.es';
import { ITINERARY_TEXT } from '@/lib/trips/itinerary-messages';
import { ITINERARY_TEXT_ES } from '@/lib/trips/itinerary-messages.es';
import { MAP_TEXT } from '@/lib/trip-planner/map-messages';
import { MAP_TEXT_ES } from '@/lib/trip-planner/map-messages.es';
import { PLANNER_TEXT } from '@/lib/trip-planner/messages';
import { PLANNER_TEXT_ES } from '@/lib/trip-planner/messages.es';
import { TRIP_MESSAGES } from '@/lib/trips/messages';
import { TRIP_PAGE_MESSAGES } from '@/lib/trips/page-messages';
import { TRIP_PAGE_MESSAGES_ES } from '@/lib/trips/page-messages.es';
import { SHARING_MESSAGES } from '@/lib/trips/sharing-messages';
import { SHARING_MESSAGES_ES } from '@/lib/trips/sharing-messages.es';
import { TRIP_MESSAGES_ES } from '@/lib/trips/messages.es';
import type { Locale } from './locales';
import type { Translation } from './translation';

// Every message of the site by namespace and language. Each domain keeps its messages beside its
// code (messages.ts in English, SPEC's strings word for word; messages.es.ts in Spanish, typed
// against it); this file only names them. A namespace client components read is also listed in
// CLIENT_NAMESPACES, so that a page's payload carries those and no others.

const ENGLISH = {
  shell: SHELL_MESSAGES,
  trips: TRIP_MESSAGES,
  tripAlong: ALONG_TEXT,
  tripItinerary: ITINERARY_TEXT,
  tripDays: DAY_TEXT,
  tripEditor: EDITOR_TEXT,
  tripSharing: SHARING_MESSAGES,
  tripPages: TRIP_PAGE_MESSAGES,
  tripPlanner: PLANNER_TEXT,
  tripMaps: MAP_TEXT,
};

/** The catalog's shape: English's keys, any wording. */
export type Messages = Translation<typeof ENGLISH>;
export type Namespace = keyof Messages;

export const CATALOG: Record<Locale, Messages> = {
  en: ENGLISH,
  es: {
    shell: SHELL_MESSAGES_ES,
    trips: TRIP_MESSAGES_ES,
    tripAlong: ALONG_TEXT_ES,
    tripItinerary: ITINERARY_TEXT_ES,
    tripDays: DAY_TEXT_ES,
    tripEditor: EDITOR_TEXT_ES,
    tripSharing: SHARING_MESSAGES_ES,
    tripPages: TRIP_PAGE_MESSAGES_ES,
    tripPlanner: PLANNER_TEXT_ES,
    tripMaps: MAP_TEXT_ES,
  },
};

/** The namespaces client components read (next-intl's useTranslations), passed to the browser. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  'shell',
  'trips',
  'tripAlong',
  'tripDays',
  'tripEditor',
  'tripSharing',
];
