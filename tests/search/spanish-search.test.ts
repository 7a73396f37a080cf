import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations } from '@/lib/db/schema';
import { searchSite, searchSiteKind, suggest } from '@/lib/search';
import { placePath } from '@/lib/pages/paths';

beforeAll(async () => {
  // The Civil Rights Institute's Spanish text belongs to another data file; the test writes its own.
  const db = await getDb();
  await db
    .update(locations)
    .set({
      translations: {
        es: { summary: 'El museo de los derechos civiles de Birmingham, frente al parque Kelly Ingram.' },
      },
    })
    .where(eq(locations.slug, 'birmingham-civil-rights-institute'));
});

const placeHrefs = async (q: string, locale: 'en' | 'es') =>
  (await searchSiteKind(q, 'places', 1, locale)).hits.map((hit) => hit.href);

test('Spanish search finds the beaches by “playa”', async () => {
  const hrefs = await placeHrefs('playa', 'es');
  expect(hrefs).toContain(placePath('gulf-shores-public-beach'));
  expect(hrefs).toContain(placePath('gulf-state-park'));
});

test('Spanish search stems: “playas” finds what “playa” finds', async () => {
  expect(await placeHrefs('playas', 'es')).toContain(placePath('gulf-shores-public-beach'));
});

test('Spanish search finds “museo de derechos civiles”', async () => {
  expect(await placeHrefs('museo de derechos civiles', 'es')).toContain(placePath('birmingham-civil-rights-institute'));
});

test('English search is untouched by the Spanish text', async () => {
  expect(await placeHrefs('playa', 'en')).not.toContain(placePath('gulf-shores-public-beach'));
  expect(await placeHrefs('beach', 'en')).toContain(placePath('gulf-shores-public-beach'));
});

test('a Spanish result shows its excerpt from the Spanish text, the words marked', async () => {
  const groups = await searchSite('playa', 'es');
  const places = groups.find((group) => group.kind === 'places');
  const beach = places?.hits.find((hit) => hit.href === placePath('gulf-shores-public-beach'));
  expect(beach?.headline).toMatch(/<mark>playa<\/mark>/i);
});

test('Spanish suggestions read prefixes in Spanish', async () => {
  const suggestions = await suggest('fort gain', 'es');
  expect(suggestions.map((s) => s.href)).toContain(placePath('fort-gaines'));
});

test('the Spanish vector is generated from the translations column', async () => {
  const db = await getDb();
  const [row] = await db
    .select({ matches: sql<boolean>`${locations.searchEs} @@ websearch_to_tsquery('spanish', 'herrería')` })
    .from(locations)
    .where(eq(locations.slug, 'fort-gaines'));
  expect(row?.matches).toBe(true);
});
