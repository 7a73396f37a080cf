import { dataSource } from '@/lib/main-api/data-source';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localizeLocations } from '@/lib/locations';
import { localizeRecord } from '@/lib/record-text';

export { AREA_FEATURED_PLACES, type AreaDetail, type AreaSummary } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getAreas, getArea } = dataSource;

/** An area (region) as a page in `locale` shows it, with its featured places in the same language. */
export async function getLocalizedArea(key: { id: number } | { slug: string }, locale: Locale = DEFAULT_LOCALE) {
  const area = await localizeRecord('regions', await getArea(key), locale);
  if (!area) return null;
  return { ...area, featuredLocations: await localizeLocations(area.featuredLocations, locale) };
}
