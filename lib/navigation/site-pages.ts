import { EXPERIENCES, type ExperienceSlug } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { experiencePath } from '@/lib/pages/paths';
import {
  EXPERIENCE_NAMES_ES,
  MENU_HEADINGS_ES as HEADINGS_ES,
  SITE_PAGE_LABELS_ES as LABELS_ES,
} from './site-pages.es';

// Every fixed public page once, with its path and name: the header menus (components/shell/menus.ts)
// and the HTML sitemap's sections (lib/pages/site-sections.ts) both pick their links from here, so a
// page that moves or is renamed changes in one place. `menuLabel` is the wording of a header menu
// where it differs, as the last link of a group ("All Regions") or a shorter one. The Spanish names
// are in site-pages.es.ts; the paths are the same in both languages.

export type SitePage = { href: string; label: string; menuLabel?: string };

export const SITE_PAGES = {
  placesToGo: { href: '/places-to-go', label: 'Places to Go' },
  regions: { href: '/places-to-go/regions', label: 'Regions', menuLabel: 'All Regions' },
  cities: { href: '/places-to-go/cities-and-towns', label: 'Cities and Towns', menuLabel: 'All Cities and Towns' },
  map: { href: '/places-to-go/map', label: 'Map' },
  welcomeCenters: { href: '/welcome-centers', label: 'Welcome Centers' },
  attractionTickets: { href: '/attraction-tickets', label: 'Attraction Tickets' },
  reviews: { href: '/reviews', label: 'Reviews' },
  experiences: { href: '/experience-alabama', label: 'Experience Alabama', menuLabel: 'All Experiences' },
  birding: { href: '/experience-alabama/outdoor/birding', label: 'Birding' },
  yearOfTrails: { href: '/experience-alabama/outdoor/year-of-trails', label: 'Year of Trails' },
  stateParks: { href: '/experience-alabama/outdoor/parks', label: 'State Parks' },
  naturalWonders: { href: '/experience-alabama/outdoor/natural-wonders', label: 'Natural Wonders' },
  makers: { href: '/alabama-makers', label: 'Alabama Makers' },
  restaurantWeek: { href: '/alabama-restaurant-week', label: 'Alabama Restaurant Week' },
  roadTrips: { href: '/road-trips', label: 'Featured Road Trips' },
  allRoadTrips: { href: '/road-trips/all', label: 'All Road Trips' },
  trails: { href: '/trails', label: 'Trails' },
  bbqTrail: { href: '/trail-details/bbq-trail', label: 'Barbecue Trail' },
  gardenTrail: { href: '/trail-details/garden-trail', label: 'Garden Trail' },
  events: { href: '/festivals-and-events', label: 'Festivals & Events', menuLabel: 'Events' },
  articles: { href: '/articles', label: 'Articles' },
  videos: { href: '/videos', label: 'Videos' },
  photoAlbum: { href: '/photo-album', label: 'Photo Album' },
  photoChallenge: { href: '/photo-challenge', label: 'Photo Challenge' },
  mostRelaxingTrip: { href: '/most-relaxing-trip', label: 'The Most Relaxing Trip' },
  unplanYourTrip: { href: '/unplanyourtrip', label: 'Unplan Your Trip' },
  sweetSpot: { href: '/sweetspot', label: 'Find Your Sweet Spot' },
  mindTrip: { href: '/mind-trip', label: 'Take a Mind Trip' },
  createATrip: { href: '/create-a-trip', label: 'Create a Trip' },
  tripTips: { href: '/my-trip/trip-tips', label: 'Trip Tips' },
  stayingSafe: { href: '/my-trip/staying-safe', label: 'Staying Safe' },
  covid19: { href: '/my-trip/staying-safe/covid-19', label: 'COVID-19 and Healthy Travel' },
  travelResponsibly: { href: '/my-trip/staying-safe/responsibly', label: 'Travel Responsibly' },
  roadTripsApp: { href: '/apps/road-trips', label: 'Road Trips App' },
  civilRightsTrailApp: { href: '/apps/civil-rights-trail', label: 'Civil Rights Trail App' },
  vacationGuide: {
    href: '/vacation-guide',
    label: 'Order the Vacation Guide',
    menuLabel: 'Order the Free Vacation Guide',
  },
  onlineVacationGuide: {
    href: '/online-vacation-guide',
    label: 'Vacation Guide Online',
    menuLabel: 'Read the Guide Online',
  },
  travelGuides: { href: '/travel-guides', label: 'Travel Guides and Brochures', menuLabel: 'Travel Guides' },
  brochures: { href: '/travel-guides#brochures', label: 'Brochures' },
  newsletter: { href: '/newsletter', label: 'Newsletter' },
  search: { href: '/search', label: 'Search' },
  accessibility: { href: '/accessibility', label: 'Accessibility Statement' },
  privacyPolicy: { href: '/privacy-policy', label: 'Privacy Policy' },
  signIn: { href: '/sign-in', label: 'Sign In' },
} as const satisfies Record<string, SitePage>;

export type SitePageName = keyof typeof SITE_PAGES;

/** The headings of the header menus' groups. */
export const MENU_HEADINGS = {
  experiences: 'Experiences',
  regions: 'Regions',
  cities: 'Cities',
  explore: 'Explore',
  planYourTrip: 'Plan Your Trip',
  plan: 'Plan',
  guides: 'Guides',
} as const;

/** The Spanish names, checked here against the English ones: a page or heading with none is a type error. */
const SITE_PAGE_LABELS_ES: Record<SitePageName, { label: string; menuLabel?: string }> = LABELS_ES;
const MENU_HEADINGS_ES: Record<keyof typeof MENU_HEADINGS, string> = HEADINGS_ES;

/** A fixed page's names in a language. */
export function sitePage(name: SitePageName, locale: Locale = 'en'): SitePage {
  const page: SitePage = SITE_PAGES[name];
  return locale === 'es' ? { href: page.href, ...SITE_PAGE_LABELS_ES[name] } : page;
}

export const menuHeading = (name: keyof typeof MENU_HEADINGS, locale: Locale = 'en'): string =>
  locale === 'es' ? MENU_HEADINGS_ES[name] : MENU_HEADINGS[name];

/** An experience's name in a language. */
export const experienceName = (slug: ExperienceSlug, locale: Locale = 'en'): string =>
  locale === 'es' ? EXPERIENCE_NAMES_ES[slug] : (EXPERIENCES.find((e) => e.slug === slug)?.name ?? slug);

/** The experiences of docs/SPEC.md section 2.4, each a page of its own, named in a language. */
export const experiencePages = (locale: Locale = 'en'): SitePage[] =>
  EXPERIENCES.map((e) => ({
    href: experiencePath(e.slug),
    label: experienceName(e.slug, locale),
  }));

export const EXPERIENCE_PAGES: SitePage[] = experiencePages('en');

/** A page as the header menus name it. */
export const menuLink = (name: SitePageName, locale: Locale = 'en') => {
  const page = sitePage(name, locale);
  return { label: page.menuLabel ?? page.label, href: page.href };
};
