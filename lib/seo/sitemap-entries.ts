import type { MetadataRoute } from 'next';
import { EXPERIENCES, MAP_TABS } from '@/lib/constants';
import { getAreas } from '@/lib/areas';
import { getArticleSlugs } from '@/lib/articles';
import { listMakerCategories, listMakers } from '@/lib/makers';
import { listCuisines } from '@/lib/pages/cuisines';
import { getCitySlugs } from '@/lib/pages/cities';
import { getIndexableCitySlugs } from '@/lib/cities/surroundings';
import { getEventSlugs } from '@/lib/pages/events';
import { listExperiences } from '@/lib/pages/experiences';
import { OUTDOOR_TOPICS } from '@/lib/pages/outdoor';
import * as paths from '@/lib/pages/paths';
import { getPlaceSlugs } from '@/lib/pages/places';
import { SITE_SECTIONS } from '@/lib/pages/site-sections';
import { TRAVEL_APPS } from '@/lib/pages/apps';
import { listRestaurantWeek } from '@/lib/restaurant-week';
import { getRoadTrips } from '@/lib/road-trips';
import { listTrails } from '@/lib/trails';
import { LOCALES, localePath } from '@/lib/i18n/locales';
import { absoluteUrl, languageAlternates } from './index';

type Entry = MetadataRoute.Sitemap[number];

// Pages that are for one visitor, not for crawlers.
const PRIVATE = new Set(['/search', '/sign-in', '/create-a-trip']);

/**
 * Every public page in every language: the fixed sections and one entry per entity in the
 * database, each naming its twins in the other languages (hreflang), reciprocally.
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const [
    regions,
    cities,
    indexableCities,
    places,
    events,
    trips,
    articles,
    trails,
    makers,
    makerCategories,
    restaurantWeek,
    cuisines,
  ] = await Promise.all([
    getAreas(),
    getCitySlugs(),
    getIndexableCitySlugs(),
    getPlaceSlugs(),
    getEventSlugs(),
    getRoadTrips(),
    getArticleSlugs(),
    listTrails(),
    listMakers(),
    listMakerCategories(),
    listRestaurantWeek(),
    listCuisines(),
  ]);
  const page = (path: string, extra: Partial<Entry> = {}): Entry => ({ url: path, ...extra });
  const fixed = new Set<string>([
    '/',
    ...SITE_SECTIONS.flatMap((s) => s.links.map((l) => l.href)).filter((h) => !PRIVATE.has(h)),
  ]);
  const entries: MetadataRoute.Sitemap = [
    ...[...fixed].map((p) => page(p, { changeFrequency: 'weekly', priority: p === '/' ? 1 : 0.7 })),
    ...listExperiences().map((e) => page(paths.experiencePath(e.slug), { changeFrequency: 'weekly', priority: 0.8 })),
    ...OUTDOOR_TOPICS.map((t) => page(`${paths.experiencePath('outdoor')}/${t.slug}`)),
    ...regions.map((r) => page(paths.areaPath(r.slug), { priority: 0.8 })),
    // A thin town page (lib/cities/surroundings.ts) is noindex, so it is not offered to crawlers either.
    ...cities.filter((c) => indexableCities.has(c.slug)).map((c) => page(paths.cityPath(c.slug))),
    ...places.map((p) => page(paths.placePath(p.slug), { lastModified: p.updatedAt })),
    ...events.map((e) => page(paths.eventPath(e.slug), { lastModified: e.updatedAt, changeFrequency: 'daily' })),
    ...trips.map((t) => page(paths.roadTripPath(t.tripId))),
    ...articles.map((a) => page(paths.articlePath(a.slug), { lastModified: a.publishedAt })),
    ...trails.map((t) => page(paths.trailPath(t.slug))),
    ...makers.map((m) => page(paths.makerPath(m.slug))),
    ...makerCategories.map((c) => page(paths.makerCategoryPath(c.slug))),
    ...restaurantWeek.entries.map((e) => page(paths.restaurantWeekPath(e.slug))),
    ...cuisines.map((c) => page(paths.cuisinePath(c.slug))),
    ...TRAVEL_APPS.map((a) => page(paths.appPath(a.id))),
    // Each map view is a page of its own with its own title, so crawlers should find them all.
    ...MAP_TABS.map((tab) => page(`/places-to-go/map/${tab}`)),
    ...EXPERIENCES.map((e) => page(`/places-to-go/map/experiences/${e.slug}`)),
  ];
  const seen = new Set<string>();
  return entries
    .filter((entry) => (seen.has(entry.url) ? false : (seen.add(entry.url), true)))
    .flatMap(({ url: path, ...entry }) => {
      const alternates = { languages: languageAlternates(path) };
      return LOCALES.map((locale) => ({ ...entry, url: absoluteUrl(localePath(locale, path)), alternates }));
    });
}
