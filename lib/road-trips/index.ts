import type { Locale } from '@/lib/i18n/locales';
import { dataSource } from '@/lib/main-api/data-source';
import { localizeRecords, type Localized } from '@/lib/record-text';
import { ROAD_TRIP_STOP_NOTES_ES } from '@/lib/db/seed/data/es/road-trip-stops';
import { localizeCards } from '@/lib/record-text/image-alt';
import type { RoadTrip, RoadTripDetail, RoadTripStop } from './database';

export type { RoadTrip, RoadTripDetail, RoadTripStop } from './database';

// Answered by the data source chosen at start (lib/main-api/data-source.ts).
export const { getRoadTrips, getFeaturedRoadTrips, searchRoadTrips, getRoadTrip } = dataSource;

async function localizeStops<T extends RoadTrip>(trip: T, locale: Locale): Promise<T> {
  const places = await localizeRecords(
    'places',
    trip.stops.map((stop) => stop.location),
    locale,
  );
  return {
    ...trip,
    stops: trip.stops.map((stop, i) => ({ ...spanishNote(stop), location: places[i] ?? stop.location })),
  };
}

/** A stop with its note in Spanish; a note nobody has translated stays English, flagged `noteLang`. */
function spanishNote(stop: RoadTripStop): RoadTripStop {
  if (!stop.note) return stop;
  const note = ROAD_TRIP_STOP_NOTES_ES[stop.note];
  return note ? { ...stop, note } : { ...stop, noteLang: 'en' };
}

/**
 * A road trip as a page in `locale` shows it: its Spanish texts where written, the rest flagged
 * (lib/record-text), and its stops' places in the same language.
 */
export async function getLocalizedRoadTrip(
  key: { id: number } | { slug: string },
  locale: Locale,
): Promise<Localized<RoadTripDetail> | null> {
  const found = await dataSource.getRoadTrip(key);
  const trip = found ? ((await localizeRoadTrips([found], locale))[0] ?? null) : null;
  return trip && locale !== 'en' ? localizeStops(trip, locale) : trip;
}

/** A list of road trips as a page in `locale` shows them, alt texts included (their stops stay as read). */
export function localizeRoadTrips<T extends RoadTrip>(
  trips: readonly T[],
  locale: Locale,
): Promise<(Localized<T> & { altLang?: 'en' })[]> {
  return localizeCards('road-trips', trips, locale, { field: 'image_alt', patterns: ['roadTrip'] });
}
