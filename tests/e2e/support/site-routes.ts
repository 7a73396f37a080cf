import type { APIRequestContext } from '@playwright/test';

/** Every path of docs/SPEC.md section 2.2 that needs no id. Pages that need sign-in are in SIGNED_IN_PATHS. */
export const PUBLIC_PATHS = [
  '/',
  '/places-to-go',
  '/places-to-go/regions',
  '/places-to-go/areas',
  '/places-to-go/cities-and-towns',
  '/places-to-go/map',
  '/places-to-go/map/experiences/beaches',
  '/places-to-go/map/see',
  '/experience-alabama',
  '/experience-alabama/outdoor',
  '/experience-alabama/outdoor/birding',
  '/experience-alabama/outdoor/year-of-trails',
  '/experience-alabama/outdoor/parks',
  '/experience-alabama/outdoor/natural-wonders',
  '/online-vacation-guide',
  '/vacation-guide',
  '/vacation_guide_orders/thanks',
  '/travel-guides',
  '/subscribe',
  '/subscribers/thanks',
  '/newsletter',
  '/sitemap',
  '/accessibility',
  '/privacy-policy',
  '/search?q=museum',
  '/welcome-centers',
  '/reviews',
  '/attraction-tickets',
  '/road-trips',
  '/road-trips/all',
  '/articles',
  '/videos',
  '/festivals-and-events',
  '/alabama-restaurant-week',
  '/alabama-makers',
  '/sign-in',
  '/signup',
  '/login',
  '/confirmation',
  '/forgot-password',
  '/forgot-password-confirmation',
  '/create-a-trip',
  '/my-trip/trip-tips',
  '/my-trip/staying-safe',
  '/my-trip/staying-safe/covid-19',
  '/my-trip/staying-safe/responsibly',
  '/trails',
  '/trail-details/garden-trail',
  '/trail-details/bbq-trail',
  '/photo-challenge',
  '/photo-album',
  '/most-relaxing-trip',
  '/unplanyourtrip',
  '/sweetspot',
  '/mind-trip',
];

/** Pages that send anonymous visitors to sign in (docs/SPEC.md section 6). */
export const SIGNED_IN_PATHS = [
  '/profile',
  '/edit-profile',
  '/vacation-guide-signup',
  '/my-trip',
  '/my-trip/list',
  '/edit-trip',
];

type Json = Record<string, unknown>;

async function json(request: APIRequestContext, path: string): Promise<unknown> {
  try {
    const response = await request.get(path);
    return response.ok() ? await response.json() : null;
  } catch {
    return null;
  }
}

function firstList(value: unknown): Json[] {
  if (Array.isArray(value)) return value as Json[];
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) if (Array.isArray(inner)) return inner as Json[];
  }
  return [];
}

function firstField(list: Json[], ...names: string[]): string | undefined {
  for (const item of list)
    for (const name of names) if (item[name] !== undefined && item[name] !== null) return String(item[name]);
  return undefined;
}

/** Paths with an id or slug, filled from the running site's own API (skipped when it has none yet). */
export async function detailPaths(request: APIRequestContext): Promise<{ name: string; path: string }[]> {
  const featured = firstList(await json(request, '/prod/featuredLocations'));
  const locations = featured.length
    ? featured
    : firstList(await json(request, '/prod/filterLocations?location_types=attraction&limit=5'));
  const featuredEvents = firstList(await json(request, '/prod/featuredEvents'));
  const events = featuredEvents.length ? featuredEvents : firstList(await json(request, '/prod/searchEvents'));
  const trips = firstList(await json(request, '/prod/trips'));
  const cities = firstList(await json(request, '/prod/cities'));
  const candidates: [string, string | undefined, (v: string) => string][] = [
    ['attraction', firstField(locations, 'id'), (v) => `/places-to-go/${v}`],
    ['event', firstField(events, 'slug', 'id'), (v) => `/upcoming-events/${v}`],
    ['road trip', firstField(trips, 'id', 'tripId'), (v) => `/road-trips/${v}`],
    ['city', firstField(cities, 'id'), (v) => `/places-to-go/cities-and-towns/${v}`],
    ['area', '1', (v) => `/places-to-go/areas/${v}`],
    ['experience', 'music', (v) => `/experience-alabama/${v}`],
  ];
  return candidates
    .filter(([, value]) => value !== undefined)
    .map(([name, value, path]) => ({ name, path: path(value!) }));
}

const IDP_TARGET = 'AWSCognitoIdentityProviderService.';
const CLIENT_ID = 'alabamalocalclient00000000';

/** Creates and confirms an account through the built-in pool, reading the code from the dev mailbox. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email = `a11y-${Date.now()}@example.com`,
): Promise<{ email: string; password: string } | null> {
  const password = 'Sweet-Home-1';
  const idp = (operation: string, body: Record<string, unknown>) =>
    request.post('/idp', {
      headers: { 'x-amz-target': IDP_TARGET + operation, 'content-type': 'application/x-amz-json-1.1' },
      data: JSON.stringify({ ClientId: CLIENT_ID, ...body }),
    });
  const signUp = await idp('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  if (!signUp.ok()) return null;
  const mailbox = await request.get('/dev/mailbox?format=json');
  if (!mailbox.ok()) return null;
  const mails = (await mailbox.json()) as { to: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!code) return null;
  const confirmed = await idp('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  return confirmed.ok() ? { email, password } : null;
}

/** The path part of every <loc> in the sitemap, both languages. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The English path of a page, the other languages' being the same under their prefix. */
export const englishPath = (path: string) => path.replace(/^\/es(?=\/|$)/, '') || '/';
