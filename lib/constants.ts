// Business constants and limits from docs/SPEC.md section 9, and the fixed vocabularies of section 3.
// Nothing else in the code writes these numbers or lists again.

export const LOCATION_SEARCH_LIMIT = 500;
export const NEW_TRIP_WINDOW_MS = 30_000;
export const TRIP_POPUP_DISMISS_MS = 30_000;
export const GUIDE_MODAL_REPEAT_MS = 30_000;
export const GUIDE_MODAL_NO_THANKS_REPEAT_MS = 7 * 24 * 60 * 60 * 1000;
export const GUIDE_PANEL_INACTIVITY_MS = 30_000;
export const CRISIS_ALERT_REFRESH_MS = 3_600_000;
export const MAX_REDUCED_ALERTS = 4;
export const MY_TRIPS_MENU_COUNT = 4;
/** How many featured attractions and events each detail route prerenders at build; the rest on first request. */
export const STATIC_PARAMS_AT_BUILD = 8;
export const TOAST_DURATION_MIN_MS = 3000;
export const TOAST_DURATION_MAX_MS = 4000;
export const NOTIFICATION_DURATION_MS = 5000;
export const NOTIFICATION_WIDTH = 500;
export const LOGIN_REDIRECT_TOAST_DELAY_MS = 250;
export const CONFIRMATION_REDIRECT_MS = 2000;
export const PASSWORD_CHANGED_TOAST_DELAY_MS = 250;
export const PASSWORD_CHANGED_TOAST_HIDE_MS = 3000;
export const CONFIRM_ACCOUNT_TOAST_DELAY_MS = 250;
export const CONFIRM_ACCOUNT_TOAST_HIDE_MS = 6000;
export const CONFIRM_ACCOUNT_REDIRECT_MS = 2000;
export const PROFILE_RELOAD_AFTER_TRIP_MS = 1000;
export const DEFAULT_MAP_CENTER = { lat: 32.3182, lng: -86.9023 } as const;
/** The zoom that shows the whole state around DEFAULT_MAP_CENTER on a phone or a desktop. */
export const DEFAULT_MAP_ZOOM = 7;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const POST_NAVIGATION_SCROLL_DELAY_MS = 700;
export const POST_NAVIGATION_SCROLL_OFFSET_PX = 200;
export const PRIVACY_COOKIE = { name: 'privacy', value: 'Agreed', days: 90 } as const;
export const HEADER_OFFSET_CRISIS_COLLAPSED = 61;
export const MOBILE_BREAKPOINTS = [768, 930] as const;
export const UP_TOLERANCE = 25;
export const CAROUSEL_INTERVAL_MS = 6000;
export const CAROUSEL_IMAGE = { width: 1024, height: 480 } as const;
export const GALLERY_QUEUE_POLL_MS = 300;
export const RATING_VALUES = [3, 1.5, 0] as const;
export const FEEDBACK_STATUS_AT_CREATION = 'To Review';
export const CONFIRMATION_CODE_PATTERN = /^(\d{6}|\d{3} \d{3})$/;
export const PASSWORD_MIN_LENGTH = 8;
export const GOLF_TRIP_IDS = [5, 18, 44, 48, 74] as const;
export const ADDRESS_MAX_LENGTH = 255;

/** The state's bounding box, used to limit place search and trip destinations (docs/SPEC.md section 5). */
export const STATE_BOUNDS = { minLat: 30.2, maxLat: 34.95, minLng: -88.1, maxLng: -85.72 } as const;

/** Gallery theme by hour of day (docs/SPEC.md section 2.5): 4-8 sunrise, 9-15 day, 16-19 sunset, 20-3 night. */
export const GALLERY_THEME_HOURS = [
  { theme: 'sunrise', from: 4, to: 8 },
  { theme: 'day', from: 9, to: 15 },
  { theme: 'sunset', from: 16, to: 19 },
  { theme: 'night', from: 20, to: 3 },
] as const;

/**
 * The ten experience categories, with the numeric ids the event search uses.
 * docs/SPEC.md fixes three of them (Beaches 2, Civil Rights 5, Science and Discovery 9); the rest are ours.
 */
export const EXPERIENCES = [
  { id: 1, slug: 'arts-and-culture', name: 'Arts & Culture' },
  { id: 2, slug: 'beaches', name: 'Beaches' },
  { id: 3, slug: 'food-and-drink', name: 'Food & Drink' },
  { id: 4, slug: 'history', name: 'History' },
  { id: 5, slug: 'civil-rights-legacy', name: 'Civil Rights Legacy' },
  { id: 6, slug: 'music', name: 'Music' },
  { id: 7, slug: 'outdoor', name: 'Outdoor' },
  { id: 8, slug: 'sports', name: 'Sports' },
  { id: 9, slug: 'science-and-discovery', name: 'Science & Discovery' },
  { id: 10, slug: 'year-round-golf', name: 'Year-Round Golf' },
] as const;
export type ExperienceSlug = (typeof EXPERIENCES)[number]['slug'];

/** Event search filter names that map to experience ids (docs/SPEC.md section 7). */
export const EVENT_FILTER_EXPERIENCE_IDS: Record<string, number> = {
  Beaches: 2,
  'Science and Discovery': 9,
  'Civil Rights': 5,
};

/** Location categories (docs/SPEC.md section 3) and the map tabs they sit behind. */
export const LOCATION_CATEGORIES = [
  'attraction',
  'retail',
  'shopping',
  'service',
  'venue',
  'food',
  'accommodation',
] as const;
export type LocationCategory = (typeof LOCATION_CATEGORIES)[number];

export const WONDERS_BADGE_ID = 1;
export const RESPONSIBLY_BADGE_ID = 2;

export const MAP_TABS = ['see', 'eat', 'stay', 'experiences', 'wonders', 'responsibly', 'trips'] as const;
export type MapTab = (typeof MAP_TABS)[number];

export const TAB_CATEGORIES: Partial<Record<MapTab, readonly LocationCategory[]>> = {
  see: ['attraction', 'retail', 'shopping', 'service', 'venue'],
  eat: ['food'],
  stay: ['accommodation'],
};
export const TAB_BADGES: Partial<Record<MapTab, number>> = {
  wonders: WONDERS_BADGE_ID,
  responsibly: RESPONSIBLY_BADGE_ID,
};

/** Interest values of the vacation guide order form (docs/SPEC.md section 3). */
export const GUIDE_INTERESTS = [
  'Arts',
  'Beaches',
  'CivilRights',
  'Food',
  'History',
  'Music',
  'Outdoor',
  'Science',
  'Sports',
  'Golf',
] as const;

/** Issue values for page feedback (docs/SPEC.md section 3). */
export const FEEDBACK_ISSUES = [
  'Inaccurate',
  'Broken Links',
  'Outdated',
  'Not Relevant',
  'Need more info',
  'Incomplete',
] as const;

/** Keys persisted in the browser's localStorage (docs/SPEC.md section 3). */
export const STORAGE_KEYS = {
  favorites: 'favorites',
  guideModal: 'guideModal',
  crisisManager: 'crisisManager',
  user: 'user',
  myTrips: 'myTrips',
} as const;

/** Content service page slugs (docs/SPEC.md section 1). */
export const CONTENT_PAGES = ['home', 'vacation-guide', 'alabama-brochures', 'main-footer-menu-widget'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGES)[number];

/** Cache tags, refreshed by /api/revalidate. */
export const TAGS = {
  content: 'content',
  locations: 'locations',
  events: 'events',
  roadTrips: 'road-trips',
  articles: 'articles',
  alerts: 'alerts',
} as const;
export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

export const SITE_NAME = 'Alabama Tourism';
