import { createTranslator } from 'next-intl';
import { compileMessages } from '@/lib/i18n/compile';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/** What the planner itself says: a day's warnings, their one-click fixes, opening hours, events. */
export const PLANNER_TEXT = {
  longDay: 'Day {day} has {driving} of driving, more than 8 hours. {remedy}',
  splitDrive: 'Add a day to the trip to split the drive.',
  remedyNextDay: 'Move {name} to day {day}.',
  remedyNewDay: 'Add a day to the trip and move {name} to it.',
  late: 'Day {day}: you would reach {place} at {time}, after 9:00 PM. {advice}',
  startEarlier: 'Start the day at {time}.',
  lateFinish: 'Move a stop to an earlier day or add a day.',
  closed: 'Day {day}: {place}: {reason} Move {place} to another day.',
  fixMove: 'Move {name} to day {day}',
  fixAddDay: 'Add a day',
  fixStartAt: 'Start at {time}',
  nextDay: '{time} next day',
  hoursClosed: 'Closed on {weekday}s.',
  hoursOutside: 'You would arrive outside its {weekday} hours ({hours}).',
  eventWarning: "{event} at {place} runs {from} to {to}, outside your trip's dates.",
  eventFix: 'Move the trip to start {date}',
  needDates: 'this trip has no dates yet: choose the first day of the trip to export a calendar',
  icsStop: '{trip}, day {day}, stop {n} of {count}.',
  icsArrive: 'Arrive about {time}.',
  icsArriveFrom: 'Arrive about {time} from {from}.',
  moreEvents:
    '{count, plural, one {One more event at your stops falls} other {# more events at your stops fall}} more than a week outside your dates.',
} as const;

export type PlannerKey = keyof typeof PLANNER_TEXT;
/** The planner's words in one language: a message by key, with its values; `locale` formats its times. */
export type PlannerText = ((key: PlannerKey, values?: Record<string, string | number>) => string) & {
  readonly locale: Locale;
};

/**
 * next-intl's translator for the `tripPlanner` namespace as the planner calls it, in `locale` (the
 * page's language, which also writes the planner's times). Its own type asks for each message's
 * exact values, which one signature for every key cannot name.
 */
export function plannerTextOf(
  translate: (key: PlannerKey, ...rest: never[]) => string,
  locale: Locale = DEFAULT_LOCALE,
): PlannerText {
  const text = translate as unknown as (key: PlannerKey, values?: Record<string, string | number>) => string;
  return Object.assign((key: PlannerKey, values?: Record<string, string | number>) => text(key, values), { locale });
}

/** English, what the planner says unless a page in another language hands it its own words. */
export const ENGLISH_PLANNER_TEXT = plannerTextOf(
  createTranslator({
    locale: 'en',
    messages: compileMessages({ tripPlanner: PLANNER_TEXT }),
    namespace: 'tripPlanner',
  }),
);
