// Legacy short paths and their permanent (308) targets, docs/SPEC.md section 2.2. One table; proxy.ts applies it.

const experience = (slug: string) => `/experience-alabama/${slug}`;
const city = (slug: string) => `/places-to-go/cities-and-towns/${slug}`;
const area = (slug: string) => `/places-to-go/areas/${slug}`;

const CITY_SHORTCUTS = [
  'mobile',
  'huntsville',
  'birmingham',
  'montgomery',
  'tuscaloosa',
  'gulf-shores',
  'orange-beach',
  'dauphin-island',
  'auburn',
  'opelika',
  'dothan',
  'florence',
  'muscle-shoals',
  'decatur',
  'fairhope',
  'selma',
  'anniston',
  'gadsden',
  'eufaula',
  'tuskegee',
  'foley',
  'guntersville',
  'hoover',
  'cullman',
  'demopolis',
  'troy',
  'prattville',
  'athens',
];

const AREA_SHORTCUTS: Record<string, string> = {
  '/north-alabama': area('north-alabama'),
  '/central-alabama': area('central-alabama'),
  '/south-alabama': area('south-alabama'),
  '/gulf-coast': area('gulf-coast'),
  '/alabama-gulf-coast': area('gulf-coast'),
  '/black-belt': area('black-belt'),
  '/west-alabama': area('black-belt'),
  '/river-region': area('river-region'),
  '/birmingham-central-alabama': area('central-alabama'),
  '/regions': '/places-to-go/regions',
  '/cities': '/places-to-go/cities-and-towns',
};

const SWEET_SPOT_SPELLINGS = [
  '/sweet-spot',
  '/sweetspots',
  '/sweet-spots',
  '/sweet_spot',
  '/sweet_spots',
  '/thesweetspot',
  '/the-sweet-spot',
];
const ROAD_TRIPS_APP = [
  '/app',
  '/apps',
  '/roadtripapp',
  '/roadtripsapp',
  '/road-trip-app',
  '/road-trips-app',
  '/roadtrip',
  '/alabamaroadtrips',
];
const CIVIL_RIGHTS_APP = [
  '/civilrightsapp',
  '/civil-rights-app',
  '/civilrightstrailapp',
  '/civil-rights-trail-app',
  '/civilrightstrail',
];

export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/beaches': experience('beaches'),
  '/golf': experience('year-round-golf'),
  '/food': experience('food-and-drink'),
  '/music': experience('music'),
  '/history': experience('history'),
  '/outdoors': experience('outdoor'),
  '/civil-rights': experience('civil-rights-legacy'),
  '/map': '/places-to-go/map',
  '/relax': '/most-relaxing-trip',
  '/food-blog': '/articles',
  '/events': '/festivals-and-events',
  '/brochures': '/travel-guides#brochures',
  '/restaurant-week': '/alabama-restaurant-week',
  '/makers': '/alabama-makers',
  '/birding': '/experience-alabama/outdoor/birding',
  '/year-of-trails': '/experience-alabama/outdoor/year-of-trails',
  '/parks': '/experience-alabama/outdoor/parks',
  '/natural-wonders': '/experience-alabama/outdoor/natural-wonders',
  ...Object.fromEntries(CITY_SHORTCUTS.map((slug) => [`/${slug}`, city(slug)])),
  ...AREA_SHORTCUTS,
  ...Object.fromEntries(SWEET_SPOT_SPELLINGS.map((path) => [path, '/sweetspot'])),
  ...Object.fromEntries(ROAD_TRIPS_APP.map((path) => [path, '/apps/road-trips'])),
  ...Object.fromEntries(CIVIL_RIGHTS_APP.map((path) => [path, '/apps/civil-rights-trail'])),
};

const FOOD_BLOG_POST = /^\/food-blog\/([a-z0-9][a-z0-9-]{0,199})$/;

/** The permanent target of a legacy path, or null when the path is not a legacy one. Case and a trailing slash are ignored. */
export function legacyRedirectTarget(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  const exact = LEGACY_REDIRECTS[path];
  if (exact) return exact;
  const post = FOOD_BLOG_POST.exec(path);
  return post ? `/article/${post[1]}` : null;
}
