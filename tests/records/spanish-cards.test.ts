import { eq } from 'drizzle-orm';
import { createElement, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import RegionsPage from '@/app/[locale]/places-to-go/regions/page';
import TrailsPage from '@/app/[locale]/trails/page';
import { EventList } from '@/components/content/event-list';
import { PlaceList } from '@/components/content/place-list';
import { RoadTripList } from '@/components/content/road-trip-list';
import { listArticles, localizeArticles } from '@/lib/articles';
import { getDb } from '@/lib/db/client';
import { locations, makers, trails } from '@/lib/db/schema';
import { spanishTranslations } from '@/lib/db/seed/data/es';
import { getEvent, localizeEvents, type Event } from '@/lib/events';
import { translator } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { filterLocations, localizeLocations, locationColumns, reshapeLocation } from '@/lib/locations';
import { listMakers, localizeMakers } from '@/lib/makers';
import { listCuisines, localizeCuisine } from '@/lib/pages/cuisines';
import { OUTDOOR_TOPICS, getOutdoorTopic } from '@/lib/pages/outdoor';
import { getRoadTrips, localizeRoadTrips } from '@/lib/road-trips';
import { listTrails, localizeTrails } from '@/lib/trails';
import { intlWrapper } from '@/tests/support/intl';

// A Spanish page's record cards: the record's Spanish summary, and its picture's alt said in
// Spanish (the seed's English alt patterns, lib/record-text/alt-messages.ts); what is still English
// is marked lang="en". An English page reads exactly as before.

jest.mock('next-intl/server', () => {
  const { translator: t } = jest.requireActual('@/lib/i18n/format');
  return { getTranslations: async (ns: string) => t('es', ns), getLocale: async () => 'es' };
});

jest.setTimeout(120_000);

async function html(element: ReactElement, locale: Locale = 'es'): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(intlWrapper(locale), null, element));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const es = translator('es', 'recordAlt');
const en = translator('en', 'recordAlt');

async function placeRow(slug: string) {
  const db = await getDb();
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.slug, slug));
  return reshapeLocation(row!);
}

test('a Spanish place card shows the Spanish summary and a Spanish alt; the English card is as before', async () => {
  const place = await placeRow('bellingrath-gardens-and-home');
  const spanish = spanishTranslations('places')['bellingrath-gardens-and-home']!;
  expect(place.image_alt).toBe(en('place', { name: place.name, town: place.city }));

  const [english] = await localizeLocations([place], 'en');
  expect(english).toEqual({ ...place, untranslated: [] });

  const [localized] = await localizeLocations([place], 'es');
  const alt = es('place', { name: 'Bellingrath Gardens and Home', town: 'Theodore' });
  expect(alt).toBe('Ilustración de Bellingrath Gardens and Home, Theodore');
  expect(localized).toMatchObject({ summary: spanish.summary, image_alt: alt, untranslated: [] });
  expect(localized!.altLang).toBeUndefined();

  const markup = await html(createElement(PlaceList, { places: [localized!] }));
  expect(markup).toContain(spanish.summary);
  expect(markup).toContain(`alt="${escape(alt)}"`);
  expect(markup).not.toContain(place.summary);
  expect(markup).not.toContain('lang="en"');
});

test('an untranslated summary and an editor’s own alt stay English, marked lang="en"', async () => {
  const place = {
    ...(await placeRow('bellingrath-gardens-and-home')),
    slug: 'fixture-no-spanish',
    summary: 'A summary nobody has translated.',
    image_alt: 'Azaleas in bloom along a garden path',
  };
  const [localized] = await localizeLocations([place], 'es');
  expect(localized).toMatchObject({ untranslated: ['summary'], altLang: 'en' });
  const markup = await html(createElement(PlaceList, { places: [localized!] }));
  expect(markup).toContain('<p lang="en">A summary nobody has translated.</p>');
  expect(markup).toMatch(/<img[^>]*alt="Azaleas in bloom along a garden path"[^>]*lang="en"/);
});

test('Spanish event and road trip cards show Spanish summaries and alts', async () => {
  const spanishEvents = spanishTranslations('events');
  const slug = Object.keys(spanishEvents).find((key) => spanishEvents[key]?.summary)!;
  const event = (await getEvent(slug)) as Event;
  const [localizedEvent] = await localizeEvents([event], 'es');
  const eventAlt = es('event', { name: localizedEvent!.name, town: event.city });
  expect(localizedEvent).toMatchObject({ summary: spanishEvents[slug]!.summary, image_alt: eventAlt });
  const eventHtml = await html(createElement(EventList, { events: [localizedEvent!] }));
  expect(eventHtml).toContain(spanishEvents[slug]!.summary!.replace(/&/g, '&amp;'));
  expect(eventHtml).toContain(`alt="${escape(eventAlt)}"`);

  const trips = await localizeRoadTrips(await getRoadTrips(), 'es');
  const trip = trips.find((t) => spanishTranslations('road-trips')[t.slug]?.summary)!;
  expect(trip.image_alt).toBe(es('roadTrip', { name: trip.name }));
  const tripHtml = await html(createElement(RoadTripList, { trips: [trip] }));
  expect(tripHtml).toContain(`alt="${escape(trip.image_alt!)}"`);
  expect(tripHtml).toContain('Paisaje ilustrado de la ruta por carretera');
});

test('every seeded record’s alt is one the Spanish page says in Spanish', async () => {
  const places = await localizeLocations(await filterLocations({ limit: 5000 }), 'es');
  const articles = await localizeArticles((await listArticles({ pageSize: 1000 })).items, 'es');
  const lists = [
    places,
    await localizeRoadTrips(await getRoadTrips(), 'es'),
    articles,
    await localizeTrails(await listTrails(), 'es'),
    await localizeMakers(await listMakers(), 'es'),
  ];
  expect(places.length).toBeGreaterThan(100);
  for (const list of lists) {
    expect(list.filter((record) => record.altLang).map((record) => record.slug)).toEqual([]);
  }
  const db = await getDb();
  expect((await db.select({ id: trails.id }).from(trails)).length).toBe(lists[3]!.length);
  expect((await db.select({ id: makers.id }).from(makers)).length).toBe(lists[4]!.length);
});

test('the Spanish trails and regions pages show Spanish names, summaries and alts', async () => {
  const trailsHtml = await html(await TrailsPage({ params: Promise.resolve({ locale: 'es' }) }));
  const [trail] = await localizeTrails(await listTrails(), 'es');
  expect(trailsHtml).toContain(es('trail', { name: trail!.name }).replace(/&/g, '&amp;'));
  expect(trailsHtml).not.toContain('Illustration for the');
  for (const [, text] of Object.entries(spanishTranslations('trails')).slice(0, 3))
    if (text.summary) expect(trailsHtml).toContain(text.summary.replace(/&/g, '&amp;'));

  const regionsHtml = await html(await RegionsPage({ params: Promise.resolve({ locale: 'es' }) }));
  expect(regionsHtml).toContain('Montgomery y la River Region');
  expect(regionsHtml).not.toContain('Montgomery &amp; the River Region');
});

test('every cuisine and outdoor page has its Spanish text; English reads as before', async () => {
  const cuisines = await listCuisines();
  expect(cuisines.length).toBeGreaterThan(10);
  for (const cuisine of cuisines) {
    expect(localizeCuisine(cuisine, 'en')).toEqual(cuisine);
    expect(localizeCuisine(cuisine, 'es').lang).toBeUndefined();
  }
  for (const topic of OUTDOOR_TOPICS) {
    expect(getOutdoorTopic(topic.slug)).toBe(topic);
    const spanish = getOutdoorTopic(topic.slug, 'es')!;
    expect([spanish.title, spanish.body]).not.toContain(topic.title);
    expect(spanish.body).not.toBe(topic.body);
  }
  expect(getOutdoorTopic('birding', 'es')!.title).toBe('Observación de aves en Alabama');
});
