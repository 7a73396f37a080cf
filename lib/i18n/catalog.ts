import { ACCOUNT_MESSAGES } from '@/lib/accounts/messages';
import { ACCOUNT_MESSAGES_ES } from '@/lib/accounts/messages.es';
import { FEEDBACK } from '@/lib/feedback/messages';
import { FEEDBACK_ES } from '@/lib/feedback/messages.es';
import { PASSWORD_TOGGLE } from '@/lib/forms/messages';
import { PASSWORD_TOGGLE_ES } from '@/lib/forms/messages.es';
import {
  GUIDE,
  GUIDE_INTEREST_LABELS,
  GUIDE_SUCCESS,
  GUIDE_TABS,
  VACATION_GUIDE_SIGNUP,
} from '@/lib/guide-orders/messages';
import {
  GUIDE_ES,
  GUIDE_INTEREST_LABELS_ES,
  GUIDE_SUCCESS_ES,
  GUIDE_TABS_ES,
  VACATION_GUIDE_SIGNUP_ES,
} from '@/lib/guide-orders/messages.es';
import { FOOTER_NEWSLETTER, NEWSLETTER, NEWSLETTER_PAGES } from '@/lib/newsletter/messages';
import { FOOTER_NEWSLETTER_ES, NEWSLETTER_ES, NEWSLETTER_PAGES_ES } from '@/lib/newsletter/messages.es';
import { GUIDES_MESSAGES } from '@/lib/guides/messages';
import { GUIDES_MESSAGES_ES } from '@/lib/guides/messages.es';
import { HERO_MESSAGES, HOME_MESSAGES } from '@/lib/home/messages';
import { HERO_MESSAGES_ES, HOME_MESSAGES_ES } from '@/lib/home/messages.es';
import { RECORD_TEXT_MESSAGES } from '@/lib/record-text/messages';
import { RECORD_TEXT_MESSAGES_ES } from '@/lib/record-text/messages.es';
import { RECORD_ALT_MESSAGES } from '@/lib/record-text/alt-messages';
import { RECORD_ALT_MESSAGES_ES } from '@/lib/record-text/alt-messages.es';
import { SHELL_MESSAGES } from '@/lib/shell/messages';
import { SHELL_MESSAGES_ES } from '@/lib/shell/messages.es';
import { MAIL_MESSAGES } from '@/lib/mail/messages';
import { MAIL_MESSAGES_ES } from '@/lib/mail/messages.es';
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
import { TRIP_API_MESSAGES } from '@/lib/trips/api-messages';
import { TRIP_API_MESSAGES_ES } from '@/lib/trips/api-messages.es';
import { TRIP_PAGE_MESSAGES } from '@/lib/trips/page-messages';
import { TRIP_PAGE_MESSAGES_ES } from '@/lib/trips/page-messages.es';
import { SHARING_MESSAGES } from '@/lib/trips/sharing-messages';
import { SHARING_MESSAGES_ES } from '@/lib/trips/sharing-messages.es';
import { TRIP_MESSAGES_ES } from '@/lib/trips/messages.es';
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
import { EDITORIAL_MESSAGES } from '@/lib/editorial/messages';
import { EDITORIAL_MESSAGES_ES } from '@/lib/editorial/messages.es';
import { MAKER_CATEGORY_MESSAGES } from '@/lib/makers/messages';
import { RESTAURANT_WEEK_ENTRY_MESSAGES } from '@/lib/restaurant-week/messages';
import { RESTAURANT_WEEK_ENTRY_MESSAGES_ES } from '@/lib/restaurant-week/messages.es';
import { MAKER_CATEGORY_MESSAGES_ES } from '@/lib/makers/messages.es';
import { PLACE_DETAIL_MESSAGES } from '@/lib/places/detail-messages';
import { PLACE_DETAIL_MESSAGES_ES } from '@/lib/places/detail-messages.es';
import type { Locale } from './locales';
import type { Translation } from './translation';

// Every message of the site by namespace and language. Each domain keeps its messages beside its
// code (messages.ts in English, SPEC's strings word for word; messages.es.ts in Spanish, typed
// against it); this file only names them. A namespace client components read is also listed in
// CLIENT_NAMESPACES, so that a page's payload carries those and no others.

const ENGLISH = {
  shell: SHELL_MESSAGES,
  newsletter: NEWSLETTER,
  footerNewsletter: FOOTER_NEWSLETTER,
  newsletterPages: NEWSLETTER_PAGES,
  guideOrder: GUIDE,
  guideTabs: GUIDE_TABS,
  guideInterests: GUIDE_INTEREST_LABELS,
  guideSuccess: GUIDE_SUCCESS,
  guideSignup: VACATION_GUIDE_SIGNUP,
  feedback: FEEDBACK,
  passwordField: PASSWORD_TOGGLE,
  account: ACCOUNT_MESSAGES,
  mail: MAIL_MESSAGES,
  home: HOME_MESSAGES,
  homeHero: HERO_MESSAGES,
  guides: GUIDES_MESSAGES,
  recordText: RECORD_TEXT_MESSAGES,
  recordAlt: RECORD_ALT_MESSAGES,
  trips: TRIP_MESSAGES,
  tripAlong: ALONG_TEXT,
  tripItinerary: ITINERARY_TEXT,
  tripDays: DAY_TEXT,
  tripEditor: EDITOR_TEXT,
  tripSharing: SHARING_MESSAGES,
  tripPages: TRIP_PAGE_MESSAGES,
  tripPlanner: PLANNER_TEXT,
  tripMaps: MAP_TEXT,
  tripApi: TRIP_API_MESSAGES,
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
  editorial: EDITORIAL_MESSAGES,
  makerCategories: MAKER_CATEGORY_MESSAGES,
  placeDetails: PLACE_DETAIL_MESSAGES,
  restaurantWeekEntry: RESTAURANT_WEEK_ENTRY_MESSAGES,
};

/** The catalog's shape: English's keys, any wording. */
export type Messages = Translation<typeof ENGLISH>;
export type Namespace = keyof Messages;

export const CATALOG: Record<Locale, Messages> = {
  en: ENGLISH,
  es: {
    shell: SHELL_MESSAGES_ES,
    newsletter: NEWSLETTER_ES,
    footerNewsletter: FOOTER_NEWSLETTER_ES,
    newsletterPages: NEWSLETTER_PAGES_ES,
    guideOrder: GUIDE_ES,
    guideTabs: GUIDE_TABS_ES,
    guideInterests: GUIDE_INTEREST_LABELS_ES,
    guideSuccess: GUIDE_SUCCESS_ES,
    guideSignup: VACATION_GUIDE_SIGNUP_ES,
    feedback: FEEDBACK_ES,
    passwordField: PASSWORD_TOGGLE_ES,
    account: ACCOUNT_MESSAGES_ES,
    mail: MAIL_MESSAGES_ES,
    home: HOME_MESSAGES_ES,
    homeHero: HERO_MESSAGES_ES,
    guides: GUIDES_MESSAGES_ES,
    recordText: RECORD_TEXT_MESSAGES_ES,
    recordAlt: RECORD_ALT_MESSAGES_ES,
    trips: TRIP_MESSAGES_ES,
    tripAlong: ALONG_TEXT_ES,
    tripItinerary: ITINERARY_TEXT_ES,
    tripDays: DAY_TEXT_ES,
    tripEditor: EDITOR_TEXT_ES,
    tripSharing: SHARING_MESSAGES_ES,
    tripPages: TRIP_PAGE_MESSAGES_ES,
    tripPlanner: PLANNER_TEXT_ES,
    tripMaps: MAP_TEXT_ES,
    tripApi: TRIP_API_MESSAGES_ES,
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
    editorial: EDITORIAL_MESSAGES_ES,
    makerCategories: MAKER_CATEGORY_MESSAGES_ES,
    placeDetails: PLACE_DETAIL_MESSAGES_ES,
    restaurantWeekEntry: RESTAURANT_WEEK_ENTRY_MESSAGES_ES,
  },
};

/** The namespaces client components read (next-intl's useTranslations), passed to the browser. */
export const CLIENT_NAMESPACES: readonly Namespace[] = [
  'shell',
  'newsletter',
  'footerNewsletter',
  'guideOrder',
  'guideTabs',
  'guideInterests',
  'guideSuccess',
  'feedback',
  'passwordField',
  'account',
  'homeHero',
  'trips',
  'tripAlong',
  'tripDays',
  'tripEditor',
  'tripSharing',
  'tripPlanner',
  'tripMaps',
  'lists',
  'map',
  'search',
  'roadTripActions',
  'errors',
  'offline',
];
