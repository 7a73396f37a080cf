import { eq, inArray, sql } from 'drizzle-orm';
import { getArticle, localizeArticles } from '@/lib/articles';
import { getDb } from '@/lib/db/client';
import {
  articles,
  cities,
  events,
  locations,
  makers,
  regions,
  roadTrips,
  trails,
  welcomeCenters,
} from '@/lib/db/schema';
import { TRANSLATED_KINDS, spanishTranslations, type TranslatedKind } from '@/lib/db/seed/data/es';
import { SEE_SOUTH_ES } from '@/lib/db/seed/data/es/places-see-south';
import { getLocalizedLocation, locationColumns, localizeLocations, reshapeLocation } from '@/lib/locations';
import { loadNavigation } from '@/lib/navigation';
import { withSpanish } from '@/lib/record-text';

const base = { type: 'see', category: 'attraction', city: 'Fixture Town', latitude: 32.4, longitude: -86.3 };

beforeAll(async () => {
  const db = await getDb();
  await db.insert(locations).values([
    {
      ...base,
      slug: 'fixture-untranslated',
      name: 'Fixture Untranslated Museum',
      summary: 'A museum nobody has translated.',
      description: 'Its long text is still English.',
    },
    {
      ...base,
      slug: 'fixture-half-translated',
      name: 'Fixture Half Museum',
      summary: 'A museum half translated.',
      description: 'Its long text is still English.',
      translations: { es: { summary: 'Un museo traducido a medias.' } },
    },
  ]);
});

test('a Spanish place read returns the Spanish summary and description, with nothing flagged', async () => {
  const spanish = SEE_SOUTH_ES['gulf-state-park'];
  const place = await getLocalizedLocation({ slug: 'gulf-state-park' }, 'es');
  expect(place?.name).toBe('Gulf State Park');
  expect(place?.summary).toBe(spanish?.summary);
  expect(place?.description).toBe(spanish?.description);
  expect(place?.untranslated).toEqual([]);
});

test('an English read of the same place keeps its English text', async () => {
  const place = await getLocalizedLocation({ slug: 'gulf-state-park' }, 'en');
  expect(place?.summary).toMatch(/^Two miles of white-sand beach/);
  expect(place?.untranslated).toEqual([]);
});

test('a place without Spanish falls back to English and is flagged', async () => {
  const place = await getLocalizedLocation({ slug: 'fixture-untranslated' }, 'es');
  expect(place?.summary).toBe('A museum nobody has translated.');
  expect(place?.description).toBe('Its long text is still English.');
  expect(place?.untranslated).toEqual(['summary', 'description']);
});

test('a place translated in part flags only the text left in English', async () => {
  const place = await getLocalizedLocation({ slug: 'fixture-half-translated' }, 'es');
  expect(place?.summary).toBe('Un museo traducido a medias.');
  expect(place?.description).toBe('Its long text is still English.');
  expect(place?.untranslated).toEqual(['description']);
});

test('a missing place stays missing in Spanish', async () => {
  await expect(getLocalizedLocation({ slug: 'no-such-place' }, 'es')).resolves.toBeNull();
});

test('a list of places is localized in one read, in its order', async () => {
  const db = await getDb();
  const rows = await db
    .select(locationColumns)
    .from(locations)
    .where(inArray(locations.slug, ['gulf-shores-public-beach', 'fixture-untranslated']));
  const places = rows.map(reshapeLocation).sort((a, b) => b.slug.localeCompare(a.slug));
  const [beach, untranslated] = await localizeLocations(places, 'es');
  expect(beach?.slug).toBe('gulf-shores-public-beach');
  expect(beach?.summary).toContain('playa pública');
  expect(beach?.untranslated).toEqual([]);
  expect(untranslated?.summary).toBe('A museum nobody has translated.');
  expect(untranslated?.untranslated).toEqual(['summary']);
});

test('an article reads its Spanish title and body from name and description', async () => {
  const db = await getDb();
  const [first] = await db.select({ slug: articles.slug }).from(articles).limit(1);
  const article = await getArticle(first?.slug ?? '');
  expect(article).not.toBeNull();
  if (!article) return;
  const spanish = withSpanish(
    article,
    { name: 'Título', description: '<p>Cuerpo</p>' },
    {
      name: 'title',
      summary: 'summary',
      description: 'body',
    },
  );
  expect(spanish.title).toBe('Título');
  expect(spanish.body).toBe('<p>Cuerpo</p>');
  expect(spanish.untranslated).toEqual(article.summary ? ['summary'] : []);
  const [listed] = await localizeArticles([article], 'en');
  expect(listed?.untranslated).toEqual([]);
});

const TABLES = {
  places: locations,
  events,
  'road-trips': roadTrips,
  articles,
  regions,
  cities,
  trails,
  makers,
  'welcome-centers': welcomeCenters,
} as const;

// A key that names no record would be silently dropped by the seed: this says which one.
test.each(TRANSLATED_KINDS.map((kind) => [kind]))(
  'every Spanish %s key names a seeded record, which stores its text',
  async (kind: TranslatedKind) => {
    const keys = Object.keys(spanishTranslations(kind));
    if (keys.length === 0) return;
    const table = TABLES[kind];
    const db = await getDb();
    const rows = await db
      .select({
        slug: sql<string>`${table.slug}`,
        extra: sql<string>`${'tripId' in table ? table.tripId : sql`''`}::text`,
      })
      .from(table)
      .where(sql`${table.translations} ? 'es'`);
    const stored = new Set(rows.flatMap((row) => [row.slug, row.extra]));
    const found = (key: string) =>
      stored.has(key) || (kind === 'events' && rows.some((row) => new RegExp(`^${key}-\\d{4}$`).test(row.slug)));
    expect(keys.filter((key) => !found(key))).toEqual([]);
  },
);

test('the seed stores the Spanish text in the record’s translations column', async () => {
  const db = await getDb();
  const [row] = await db
    .select({ translations: locations.translations })
    .from(locations)
    .where(eq(locations.slug, 'fort-gaines'));
  expect(row?.translations.es?.summary).toBe(SEE_SOUTH_ES['fort-gaines']?.summary);
});

test('the header menus name road trips in the page’s language', async () => {
  const db = await getDb();
  const [trip] = await db
    .select({ tripId: roadTrips.tripId, name: roadTrips.name })
    .from(roadTrips)
    .where(eq(roadTrips.featured, true))
    .orderBy(roadTrips.name)
    .limit(1);
  if (!trip) throw new Error('The seed has no featured road trip.');
  await db
    .update(roadTrips)
    .set({ translations: { es: { name: 'Ruta de prueba' } } })
    .where(eq(roadTrips.tripId, trip.tripId));
  const spanish = await loadNavigation('es');
  const english = await loadNavigation('en');
  expect(spanish.roadTrips.map((link) => link.label)).toContain('Ruta de prueba');
  expect(english.roadTrips.map((link) => link.label)).toContain(trip.name);
});
