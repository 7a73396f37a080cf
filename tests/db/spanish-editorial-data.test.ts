import { ARTICLES } from '@/lib/db/seed/data/articles';
import { ALERTS, BROCHURES, CRISIS_ALERTS, RESTAURANT_WEEK } from '@/lib/db/seed/data/editorial';
import { EVENTS } from '@/lib/db/seed/data/events';
import { MAKERS } from '@/lib/db/seed/data/makers';
import { REGIONS } from '@/lib/db/seed/data/regions';
import { ROAD_TRIPS } from '@/lib/db/seed/data/road-trips';
import { TRAILS } from '@/lib/db/seed/data/trails';
import { WELCOME_CENTERS } from '@/lib/db/seed/data/welcome-centers';
import { ARTICLES_1_ES } from '@/lib/db/seed/data/es/articles-1';
import { ARTICLES_2_ES } from '@/lib/db/seed/data/es/articles-2';
import { ARTICLES_3_ES } from '@/lib/db/seed/data/es/articles-3';
import { ALERTS_ES, BROCHURES_ES, CRISIS_ALERTS_ES, RESTAURANT_WEEK_MENUS_ES } from '@/lib/db/seed/data/es/editorial';
import { EVENTS_ES } from '@/lib/db/seed/data/es/events';
import { MAKER_CATEGORIES_ES, MAKERS_ES } from '@/lib/db/seed/data/es/makers';
import { REGIONS_ES } from '@/lib/db/seed/data/es/regions';
import { ROAD_TRIP_STOP_NOTES_ES, ROAD_TRIPS_ES } from '@/lib/db/seed/data/es/road-trips';
import { TRAILS_ES } from '@/lib/db/seed/data/es/trails';
import { WELCOME_CENTER_ROUTES_ES, WELCOME_CENTERS_ES } from '@/lib/db/seed/data/es/welcome-centers';
import { slugify } from '@/lib/db/seed/resolve';

// The Spanish data files name records by the keys the seed gives them; a renamed record must not
// silently lose its Spanish text.

const eventKeys = EVENTS.map((event) => `${slugify(event.name)}-${event.start.slice(0, 4)}`);

const tripKeys = ROAD_TRIPS.map((trip) => slugify(trip.name));

const articleKeys = ARTICLES.map((article) => slugify(article.title));

const welcomeCenterKeys = WELCOME_CENTERS.map((center) => slugify(center.name));

const files: [string, Record<string, object>, string[]][] = [
  ['events', EVENTS_ES, eventKeys],
  ['road trips', ROAD_TRIPS_ES, tripKeys],
  ['regions', REGIONS_ES, REGIONS.map((region) => region.slug)],
  ['trails', TRAILS_ES, TRAILS.map((trail) => trail.slug)],
  ['articles (1)', ARTICLES_1_ES, articleKeys],
  ['articles (2)', ARTICLES_2_ES, articleKeys],
  ['articles (3)', ARTICLES_3_ES, articleKeys],
  ['makers', MAKERS_ES, MAKERS.map((maker) => slugify(maker.name))],
  ['welcome centers', WELCOME_CENTERS_ES, welcomeCenterKeys],
];

describe.each(files)('Spanish %s', (_, spanish, seededKeys) => {
  it('names only seeded records', () => {
    expect(Object.keys(spanish).filter((key) => !seededKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = Object.entries(spanish).flatMap(([key, fields]) =>
      Object.entries(fields)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([field]) => `${key}.${field}`),
    );
    expect(empty).toEqual([]);
  });
});

it('every event has a Spanish summary and description', () => {
  expect(eventKeys.filter((key) => !EVENTS_ES[key]?.summary || !EVENTS_ES[key]?.description)).toEqual([]);
});

it('every road trip has a Spanish name, summary and description', () => {
  expect(
    tripKeys.filter(
      (key) => !ROAD_TRIPS_ES[key]?.name || !ROAD_TRIPS_ES[key]?.summary || !ROAD_TRIPS_ES[key]?.description,
    ),
  ).toEqual([]);
});

it('every road trip stop with a note has a Spanish note, and no other stop has one', () => {
  const english = ROAD_TRIPS.flatMap((trip) =>
    trip.stops.filter((stop) => stop.note !== '').map((stop) => `${slugify(trip.name)} ${stop.place}`),
  );
  const spanish = Object.entries(ROAD_TRIP_STOP_NOTES_ES).flatMap(([trip, notes]) =>
    Object.entries(notes)
      .filter(([, note]) => note.trim() !== '')
      .map(([place]) => `${trip} ${place}`),
  );
  expect(spanish.sort()).toEqual(english.sort());
});

const spanishArticles = { ...ARTICLES_1_ES, ...ARTICLES_2_ES, ...ARTICLES_3_ES };

it('every article has a Spanish title (name), summary and body (description)', () => {
  expect(
    articleKeys.filter(
      (key) => !spanishArticles[key]?.name || !spanishArticles[key]?.summary || !spanishArticles[key]?.description,
    ),
  ).toEqual([]);
});

it('a Spanish article body keeps the English body’s HTML structure', () => {
  const tags = (html: string) => html.match(/<\/?[a-z0-9]+>/g)?.join('') ?? '';
  const differing = ARTICLES.filter((article) => {
    const body = spanishArticles[slugify(article.title)]?.description;
    return body !== undefined && tags(body) !== tags(article.body);
  }).map((article) => article.title);
  expect(differing).toEqual([]);
});

it('every maker category and welcome center route has Spanish text', () => {
  expect(Object.keys(MAKER_CATEGORIES_ES).sort()).toEqual([...new Set(MAKERS.map((maker) => maker.category))].sort());
  expect(Object.keys(WELCOME_CENTER_ROUTES_ES).sort()).toEqual([...welcomeCenterKeys].sort());
});

it('every editorial record has Spanish text under its seeded key', () => {
  const keysOf = (map: object) => Object.keys(map).sort();
  expect(keysOf(RESTAURANT_WEEK_MENUS_ES)).toEqual(
    RESTAURANT_WEEK.entries.map((entry) => `${entry.place}-${RESTAURANT_WEEK.year}`).sort(),
  );
  expect(keysOf(BROCHURES_ES)).toEqual(BROCHURES.map((brochure) => slugify(brochure.name)).sort());
  expect(keysOf(ALERTS_ES)).toEqual(ALERTS.map((alert) => slugify(alert.title)).sort());
  expect(keysOf(CRISIS_ALERTS_ES)).toEqual(CRISIS_ALERTS.map((c) => `${c.siteType}-${c.messageType}`).sort());
  for (const alert of ALERTS) {
    const resources: Record<string, string> = ALERTS_ES[slugify(alert.title)]?.resources ?? {};
    expect(Object.keys(resources).sort()).toEqual(alert.resources.map((r) => r.url).sort());
  }
});
