import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { localizeLocations } from '@/lib/locations';
import { dataSource } from '@/lib/main-api/data-source';
import { localizeRecord, localizeRecords, type Localized } from '@/lib/record-text';
import type { AreaDetail, AreaSummary } from './database';

export { AREA_FEATURED_PLACES, type AreaDetail, type AreaSummary } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getAreas, getArea } = dataSource;

/** The regions as a page in `locale` shows them (lib/record-text). */
export async function getLocalizedAreas(locale: Locale): Promise<Localized<AreaSummary>[]> {
  return localizeRecords('regions', await dataSource.getAreas(), locale);
}

/** A region as a page in `locale` shows it, its featured places too; null when there is none. */
export async function getLocalizedArea(
  key: { id: number } | { slug: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<Localized<AreaDetail> | null> {
  const area = await localizeRecord('regions', await dataSource.getArea(key), locale);
  if (!area || locale === 'en') return area;
  return { ...area, featuredLocations: await localizeLocations(area.featuredLocations, locale) };
}
