import { createTranslator } from 'next-intl';
import { compileMessages } from '@/lib/i18n/compile';

/** What the route maps say: their names for screen readers, captions, legends and markers. */
export const MAP_TEXT = {
  stops: '{count, plural, =0 {no stops} one {# stop} other {# stops}}',
  dayAt: 'Day {day}: at {place}, {stops}',
  dayFromTo: 'Day {day}: {from} to {to}, {stops}',
  tripEmpty: 'Map of {title}',
  trip: 'Map of {title}: {days, plural, one {# day} other {# days}}, {stops}, from {from} to {to}',
  lineStyle: '{style, select, solid {solid line} dashed {dashed line} other {dotted line}}',
  start: 'Start: {name}',
  end: 'End: {name}',
  overnight: 'Overnight: {name}',
  key: 'Numbers are the stops in trip order; S is the start, E the end{bases, select, yes {, B an overnight base} other {}}.',
  daysOnMap: 'Days on the map',
  daysToShow: 'Days to show on the map',
  allDays: 'All days',
  day: 'Day {day}',
  stopsOnMap: 'Stops on the map',
  stopOnDay: '{name} (day {day})',
  showing: 'Showing {summary}.',
  showingAll: 'Showing all {count} days.',
  yourTrip: 'your trip',
} as const;

export type MapKey = keyof typeof MAP_TEXT;
/** The maps' words in one language: a message by key, with its values. */
export type MapText = (key: MapKey, values?: Record<string, string | number>) => string;

/** next-intl's translator for `tripMaps` as the map code calls it (one signature for every key). */
export const mapTextOf = (translate: (key: MapKey, ...rest: never[]) => string): MapText =>
  translate as unknown as MapText;

/** English, what the maps say unless a page in another language hands them its own words. */
export const ENGLISH_MAP_TEXT = mapTextOf(
  createTranslator({ locale: 'en', messages: compileMessages({ tripMaps: MAP_TEXT }), namespace: 'tripMaps' }),
);
