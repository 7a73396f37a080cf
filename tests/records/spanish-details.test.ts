import { createElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import MakerPage from '@/app/[locale]/alabama-maker/[slug]/page';
import RestaurantWeekEntryPage from '@/app/[locale]/alabama-restaurant-week/[id]/page';
import TrailPage from '@/app/[locale]/trail-details/[slug]/page';
import AreaPage from '@/app/[locale]/places-to-go/areas/[id]/page';
import CityPage from '@/app/[locale]/places-to-go/cities-and-towns/[id]/page';
import EventPage from '@/app/[locale]/upcoming-events/[id]/page';
import AttractionTicketsPage from '@/app/[locale]/attraction-tickets/page';
import { ATTRACTION_TICKETS } from '@/lib/pages/editorial/campaigns';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { REGIONS_ES } from '@/lib/db/seed/data/es/regions';
import { MAKERS_ES } from '@/lib/db/seed/data/es/makers';
import { SEE_CENTRAL_ES } from '@/lib/db/seed/data/es/places-see-central';
import { TRAILS_ES } from '@/lib/db/seed/data/es/trails';
import { getLocalizedMaker } from '@/lib/makers';
import { hoursLine, routeLine } from '@/lib/places/detail-text';
import { getLocalizedRestaurantWeekEntry } from '@/lib/restaurant-week';
import { getLocalizedRoadTrip } from '@/lib/road-trips';
import { restaurantWeekJsonLd } from '@/lib/seo/entity-structured-data';
import { getLocalizedTrail } from '@/lib/trails';
import { intlWrapper, message } from '../support/intl';

// A Spanish page's server render reads Spanish messages, as the site's [locale] layout gives it.
jest.mock('next-intl/server', () => {
  const { translator } = jest.requireActual('@/lib/i18n/format');
  return {
    getLocale: async () => 'es',
    getTranslations: async (namespace: string) => translator('es', namespace),
  };
});
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  usePathname: () => '/es',
  useRouter: () => ({ push: () => undefined, replace: () => undefined, refresh: () => undefined }),
}));

jest.setTimeout(120_000);

async function spanishHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(intlWrapper('es'), null, element));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const es = (slug: string) => ({ params: Promise.resolve({ slug, locale: 'es' }) });
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

test('a Spanish trail page shows the trail and its stops in Spanish, with Spanish labels and JSON-LD', async () => {
  const html = decode(await spanishHtml(await TrailPage(es('civil-rights-trail'))));
  expect(html).toContain(TRAILS_ES['civil-rights-trail']!.summary!);
  expect(html).toContain(SEE_CENTRAL_ES['16th-street-baptist-church']!.summary!);
  expect(html).toContain(`>${message('es', 'pages')('trails.stops')}<`);
  expect(html).not.toContain('The churches, museums and landmarks where the movement changed America.');
  const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
  expect(jsonLd.description).toBe(TRAILS_ES['civil-rights-trail']!.summary);
});

test('a trail read for English is unchanged', async () => {
  const trail = (await getLocalizedTrail('civil-rights-trail'))!;
  expect(trail.summary).toBe('The churches, museums and landmarks where the movement changed America.');
  expect(trail.untranslated).toEqual([]);
  expect(trail.stops.every((stop) => stop.untranslated.length === 0)).toBe(true);
});

test('a Spanish maker page names its category in Spanish and shows the maker’s Spanish text', async () => {
  const html = decode(await spanishHtml(await MakerPage(es('billy-reid'))));
  expect(html).toContain(MAKERS_ES['billy-reid']!.summary!);
  expect(html).toContain('Moda · Florence, Alabama');
  expect(html).toContain('Más artesanos en la categoría moda');
  expect(html).not.toMatch(/>Fashion<|Fashion ·/);
  expect((await getLocalizedMaker('billy-reid'))!.category).toBe('Fashion');
});

test('a Spanish road trip gives its stops’ notes in Spanish; English keeps them', async () => {
  const spanish = (await getLocalizedRoadTrip({ id: 1 }, 'es'))!;
  const english = (await getLocalizedRoadTrip({ id: 1 }, 'en'))!;
  const note = (trip: typeof spanish) => trip.stops.find((s) => s.location.slug === '16th-street-baptist-church')!;
  expect(note(spanish).note).toBe('Visite el templo y el museo del sótano.');
  expect(note(spanish).noteLang).toBeUndefined();
  expect(note(english).note).toBe('Tour the sanctuary and basement museum.');
  expect(spanish.stops.filter((s) => s.note).every((s) => s.noteLang === undefined)).toBe(true);
});

test('a Spanish Restaurant Week page shows the menu, heading and structured data in Spanish', async () => {
  const html = decode(
    await spanishHtml(
      await RestaurantWeekEntryPage({ params: Promise.resolve({ id: 'big-bob-gibson-bar-b-q-2027', locale: 'es' }) }),
    ),
  );
  const menu =
    'Un plato de barbacoa con pollo ahumado y la salsa blanca original, dos guarniciones y una porción de pay.';
  expect(html).toContain(menu);
  expect(html).toContain('Menú de la Semana de los Restaurantes');
  expect(html).toContain('participa en la Semana de los Restaurantes de Alabama 2027. Su menú de la semana:');
  expect(html).not.toContain('smoked chicken');
  const english = (await getLocalizedRestaurantWeekEntry({ slug: 'big-bob-gibson-bar-b-q-2027' }))!;
  expect(english.menu).toMatch(/^A barbecue plate/);
  const jsonLd = restaurantWeekJsonLd({ ...english, address: null, path: '/x' });
  expect(jsonLd.name).toBe(`Alabama Restaurant Week 2027 at ${english.name}`);
});

test('opening hours and welcome-center routes read in Spanish; unknown forms stay marked English', () => {
  const t = message('es', 'placeDetails');
  expect(hoursLine('Monday: 9:00\u202fAM\u2009–\u20095:00\u202fPM', t).text).toBe(
    'Lunes: 9:00\u00a0a. m.\u2009–\u20095:00\u00a0p. m.',
  );
  expect(hoursLine('Sunday: Closed', t)).toEqual({ text: 'Domingo: Cerrado' });
  expect(hoursLine('Saturday: Open 24 hours', t)).toEqual({ text: 'Sábado: Abierto las 24 horas' });
  expect(hoursLine('Call for hours', t)).toEqual({ text: 'Call for hours', lang: 'en' });
  expect(routeLine('I-65 southbound, near the Tennessee line', t)).toEqual({
    text: 'I-65 en sentido sur, cerca del límite con Tennessee',
  });
  expect(routeLine('Exit 3 off the interstate', t)).toEqual({ text: 'Exit 3 off the interstate', lang: 'en' });
});

const id = (value: string) => ({ params: Promise.resolve({ id: value, locale: 'es' }) });

test('a Spanish area page shows the region’s Spanish name and text', async () => {
  const html = decode(await spanishHtml(await AreaPage(id('river-region'))));
  expect(html).toContain(`<h1>${REGIONS_ES['river-region']!.name}</h1>`);
  expect(html).toContain(REGIONS_ES['river-region']!.summary!);
  expect(html).not.toContain('Montgomery & the River Region');
});

test('a Spanish town page names its region in Spanish and lists its places in Spanish', async () => {
  const html = decode(await spanishHtml(await CityPage(id('birmingham'))));
  expect(html).toContain('Birmingham y el centro de Alabama');
  expect(html).toContain(SEE_CENTRAL_ES['16th-street-baptist-church']!.summary!);
  expect(html).toContain(message('es', 'places')('placesToEat'));
});

test('a Spanish event page describes a venue that is not a name in Spanish', async () => {
  const db = await getDb();
  const [row] = await db.select({ slug: events.slug }).from(events).where(eq(events.name, 'W.C. Handy Music Festival'));
  const html = decode(await spanishHtml(await EventPage(id(row!.slug))));
  expect(html).toContain('Varios lugares de la región de los Shoals');
  expect(html).not.toContain('Venues across the Shoals');
});

test('the Spanish attraction tickets page has Spanish text, heading and attraction summaries', async () => {
  const html = decode(await spanishHtml(await AttractionTicketsPage()));
  expect(html).toContain('<h2>Cómo comprarlas</h2>');
  expect(html).toContain('>Atracciones<');
  expect(html).not.toContain(ATTRACTION_TICKETS.lede!);
  expect(html).not.toContain('How to buy');
});
