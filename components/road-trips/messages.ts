import { ROAD_TRIP_SAVED_ALREADY } from '@/lib/road-trips/messages';

export const ROAD_TRIP_TEXT = {
  save: 'Save as my trip',
  saving: 'Saving…',
  saveFailed: 'The trip could not be saved. Please try again.',
  savedAlready: ROAD_TRIP_SAVED_ALREADY,
  openSaved: 'Open my saved trip',
  saveCopy: 'Save a copy',
  copyName: 'Name of the copy',
  gpx: 'Download route (.gpx)',
  firstDay: 'First day of your trip',
  ics: 'Download calendar (.ics)',
  needDay: 'Choose the first day of your trip to make a calendar.',
} as const;
