import type { APIRequestContext } from '@playwright/test';

/** The pages of docs/SPEC.md section 2.2 that need no id, owned by the site pages (not home, account, map or trips). */
export const CONTENT_PATHS = [
  '/places-to-go',
  '/places-to-go/regions',
  '/places-to-go/areas',
  '/places-to-go/cities-and-towns',
  '/experience-alabama',
  '/experience-alabama/arts-and-culture',
  '/experience-alabama/beaches',
  '/experience-alabama/civil-rights-legacy',
  '/experience-alabama/food-and-drink',
  '/experience-alabama/history',
  '/experience-alabama/music',
  '/experience-alabama/outdoor',
  '/experience-alabama/science-and-discovery',
  '/experience-alabama/sports',
  '/experience-alabama/year-round-golf',
  '/experience-alabama/outdoor/birding',
  '/experience-alabama/outdoor/year-of-trails',
  '/experience-alabama/outdoor/parks',
  '/experience-alabama/outdoor/natural-wonders',
  '/online-vacation-guide',
  '/travel-guides',
  '/sitemap',
  '/accessibility',
  '/privacy-policy',
  '/search',
  '/search?q=museum',
  '/welcome-centers',
  '/reviews',
  '/attraction-tickets',
  '/road-trips',
  '/road-trips/all',
  '/road-trips/all?experience=beaches',
  '/articles',
  '/videos',
  '/festivals-and-events',
  '/festivals-and-events?experience=music&from=2026-01-01',
  '/alabama-restaurant-week',
  '/apps/road-trips',
  '/apps/civil-rights-trail',
  '/alabama-makers',
  '/trails',
  '/photo-challenge',
  '/photo-album',
  '/most-relaxing-trip',
  '/unplanyourtrip',
  '/sweetspot',
  '/mind-trip',
  '/my-trip/trip-tips',
  '/my-trip/staying-safe',
  '/my-trip/staying-safe/covid-19',
  '/my-trip/staying-safe/responsibly',
];

/** Legacy paths and where they must go, permanently. */
export const REDIRECTS: [string, string][] = [
  ['/beaches', '/experience-alabama/beaches'],
  ['/golf', '/experience-alabama/year-round-golf'],
  ['/food', '/experience-alabama/food-and-drink'],
  ['/music', '/experience-alabama/music'],
  ['/map', '/places-to-go/map'],
  ['/mobile', '/places-to-go/cities-and-towns/mobile'],
  ['/sweet-spot', '/sweetspot'],
  ['/food-blog/some-story', '/article/some-story'],
  ['/roadtripapp', '/apps/road-trips'],
  ['/civilrightsapp', '/apps/civil-rights-trail'],
  ['/relax', '/most-relaxing-trip'],
  ['/year-of-trails', '/experience-alabama/outdoor/year-of-trails'],
];

/** Paths that must be 404s: unknown ids and tokens. */
export const MISSING_PATHS = [
  '/places-to-go/no-such-place-zz',
  '/places-to-go/areas/no-such-area-zz',
  '/places-to-go/cities-and-towns/no-such-town-zz',
  '/experience-alabama/no-such-token',
  '/experience-alabama/music/birding',
  '/road-trips/999999',
  '/article/no-such-article-zz',
  '/upcoming-events/no-such-event-zz',
  '/upcoming-events/no-such-event-zz/preview-zz',
  '/alabama-makers/no-such-category',
  '/alabama-maker/no-such-maker',
  '/trail-details/no-such-trail',
  '/apps/no-such-app',
  '/alabama-restaurant-week/no-such-entry',
  '/experience-alabama/food-and-drink/cuisines/no-such-cuisine',
];

async function firstLink(request: APIRequestContext, listPath: string, pattern: RegExp): Promise<string | undefined> {
  const response = await request.get(listPath);
  if (!response.ok()) return undefined;
  // Only the page's own links: the header and footer menus link elsewhere.
  const html = (await response.text()).split('<main')[1]?.split('</main>')[0] ?? '';
  for (const match of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(match[1]!)) return match[1];
  return undefined;
}

/** One detail page of each kind, found through the site's own listing pages; missing kinds are left out. */
export async function entityPaths(request: APIRequestContext): Promise<Record<string, string | undefined>> {
  const city = await firstLink(request, '/places-to-go/cities-and-towns', /^\/places-to-go\/cities-and-towns\/[^/]+$/);
  const place =
    (city && (await firstLink(request, city, /^\/places-to-go\/(?!map|areas|cities-and-towns|regions)[^/]+$/))) ||
    (await firstLink(request, '/reviews', /^\/places-to-go\/(?!map|areas|cities-and-towns|regions)[^/]+$/));
  const event = await firstLink(request, '/festivals-and-events', /^\/upcoming-events\/[^/]+$/);
  return {
    area: await firstLink(request, '/places-to-go/regions', /^\/places-to-go\/areas\/[^/]+$/),
    city,
    place,
    event,
    calendar: event ? `/api/events/${event.split('/').pop()}/ics` : undefined,
    roadTrip: await firstLink(request, '/road-trips/all', /^\/road-trips\/\d+$/),
    article: await firstLink(request, '/articles', /^\/article\/[^/]+$/),
    trail: await firstLink(request, '/trails', /^\/trail-details\/[^/]+$/),
    maker: await firstLink(request, '/alabama-makers', /^\/alabama-maker\/[^/]+$/),
    makerCategory: await firstLink(request, '/alabama-makers', /^\/alabama-makers\/[^/]+$/),
    restaurantWeek: await firstLink(request, '/alabama-restaurant-week', /^\/alabama-restaurant-week\/[^/]+$/),
    cuisine: await firstLink(
      request,
      '/experience-alabama/food-and-drink',
      /^\/experience-alabama\/food-and-drink\/cuisines\/[^/]+$/,
    ),
  };
}
