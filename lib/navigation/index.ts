import { asc, desc, eq } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/cached-read';
import { TAGS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { DatabaseUnreachableError, isDatabaseUnreachable } from '@/lib/db/errors';
import { cities, regions, roadTrips } from '@/lib/db/schema';
import { areaPath, cityPath, roadTripPath } from '@/lib/pages/paths';
import { alphabetical } from '@/lib/db/alphabetical';
import type { Locale } from '@/lib/i18n/locales';
import { textIn } from '@/lib/record-text';

/** How many cities the Places to Go menu lists, largest first. */
export const MENU_CITY_COUNT = 8;
/** How many featured road trips the Plan Your Trip menu lists. */
export const MENU_ROAD_TRIP_COUNT = 4;

export type NavLink = { label: string; href: string };
export type Navigation = { regions: NavLink[]; cities: NavLink[]; roadTrips: NavLink[] };

/** The database part of the header menus, with the names a page in `locale` shows. */
export async function loadNavigation(locale: Locale = 'en'): Promise<Navigation> {
  const db = await getDb();
  const [regionRows, cityRows, tripRows] = await Promise.all([
    db
      .select({ slug: regions.slug, name: textIn(locale, regions.translations, 'name', regions.name) })
      .from(regions)
      .orderBy(...alphabetical(regions.name)),
    db
      .select({ slug: cities.slug, name: textIn(locale, cities.translations, 'name', cities.name) })
      .from(cities)
      .orderBy(desc(cities.population), asc(cities.name))
      .limit(MENU_CITY_COUNT),
    db
      .select({ id: roadTrips.tripId, name: textIn(locale, roadTrips.translations, 'name', roadTrips.name) })
      .from(roadTrips)
      .where(eq(roadTrips.featured, true))
      .orderBy(...alphabetical(roadTrips.name))
      .limit(MENU_ROAD_TRIP_COUNT),
  ]);
  // The slug URLs are the pages' canonical ones; the numeric ids only redirect there.
  return {
    regions: regionRows.map((r) => ({ label: r.name, href: areaPath(r.slug) })),
    cities: cityRows.map((c) => ({ label: c.name, href: cityPath(c.slug) })),
    roadTrips: tripRows.map((t) => ({ label: t.name, href: roadTripPath(t.id) })),
  };
}

// The locale is an argument, so each language has its own cache entry.
const cachedNavigation = cachedRead('header-navigation', loadNavigation, {
  tags: [TAGS.locations, TAGS.roadTrips],
  revalidate: 3600,
  exampleArgs: ['es'],
});

/**
 * The header menus, cached until the places or road trips change (or for an hour). An unexpected
 * failure is logged and gives empty menus, outside the cache so that they are never kept. The
 * database being away fails the page instead: a cached page then keeps its last good copy rather
 * than being regenerated without menus, and an uncached one answers the unavailable page with 503.
 */
export async function getNavigation(locale: Locale = 'en'): Promise<Navigation> {
  try {
    return await cachedNavigation(locale);
  } catch (error) {
    // Our own error, whose digest error.tsx reads to show the unavailable page.
    if (isDatabaseUnreachable(error))
      throw error instanceof DatabaseUnreachableError ? error : new DatabaseUnreachableError(error);
    console.error('Navigation menus failed to load:', error instanceof Error ? error.message : error);
    return { regions: [], cities: [], roadTrips: [] };
  }
}
