import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { locations, trails, trailStops } from '@/lib/db/schema';
import { alphabetical } from '@/lib/db/alphabetical';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localizeRecords, type Localized } from '@/lib/record-text';
import { localizeCards } from '@/lib/record-text/image-alt';

export type Trail = typeof trails.$inferSelect;

export async function listTrails(): Promise<Trail[]> {
  const db = await getDb();
  return db
    .select()
    .from(trails)
    .orderBy(...alphabetical(trails.name));
}

/** Trails as a page in `locale` shows them, their pictures' alt texts included (lib/record-text). */
export function localizeTrails<T extends Trail>(
  list: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('trails', list, locale, { field: 'imageAlt', patterns: ['trail'] });
}

/** A trail by slug with its stops in order; null when there is none. */
export async function getTrail(slug: string) {
  const db = await getDb();
  const [trail] = await db.select().from(trails).where(eq(trails.slug, slug)).limit(1);
  if (!trail) return null;
  const stops = await db
    .select({
      position: trailStops.position,
      note: trailStops.note,
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      city: locations.city,
      summary: locations.summary,
      image: locations.image,
      imageAlt: locations.imageAlt,
    })
    .from(trailStops)
    .innerJoin(locations, eq(locations.id, trailStops.locationId))
    .where(eq(trailStops.trailId, trail.id))
    .orderBy(asc(trailStops.position));
  return { ...trail, stops };
}

/**
 * A trail as a page in `locale` shows it: its Spanish texts where written, the rest flagged
 * (lib/record-text), and its stops' places in the same language.
 */
export async function getLocalizedTrail(slug: string, locale: Locale = DEFAULT_LOCALE) {
  const found = await getTrail(slug);
  const trail = found ? ((await localizeTrails([found], locale))[0] ?? null) : null;
  if (!trail) return null;
  const stops = await localizeRecords('places', trail.stops, locale);
  return { ...trail, stops };
}
