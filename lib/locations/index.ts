import type { Locale } from '@/lib/i18n/locales';
import { dataSource } from '@/lib/main-api/data-source';
import type { Localized } from '@/lib/record-text';
import { localizeCards, type AltSource } from '@/lib/record-text/image-alt';
import type { Location, LocationDetail } from './shape';

export type { Location, LocationDetail } from './shape';
export { reshapeLocation, locationColumns } from './shape';
export { filterLocationsJson, getLocationByPlaceId } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { filterLocations, getLocation, getFeaturedLocations, getLocationsByIds, getLocationsIn } = dataSource;

const PLACE_ALT: AltSource<Location> = { field: 'image_alt', patterns: ['place', 'lodge'], town: (p) => p.city };

/** A place as a page in `locale` shows it: its Spanish texts where written, the rest flagged (lib/record-text). */
export async function getLocalizedLocation(
  key: { id: number } | { slug: string },
  locale: Locale,
): Promise<Localized<LocationDetail> | null> {
  const place = await dataSource.getLocation(key);
  return place ? ((await localizeLocations([place], locale))[0] ?? null) : null;
}

/** A list of places as a page in `locale` shows them, their pictures' alt texts included. */
export function localizeLocations<T extends Location>(
  places: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('places', places, locale, PLACE_ALT);
}
