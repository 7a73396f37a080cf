/**
 * Whether a planned day can be driven. Every warning names the day, says what to do, and, where one
 * click can do it, carries that action as a `fix` the editor applies (and can undo). The limits:
 * more than 8 hours at the wheel, or reaching a place after 9:00 PM (a time past midnight is the
 * next day, and always late).
 */

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { clockTime, driveTime } from './format';
import { ENGLISH_PLANNER_TEXT, type PlannerText } from './messages';

export const MAX_DRIVE_MINUTES = 8 * 60;
export const LATEST_ARRIVAL = 21 * 60;
/** The earliest start a fix suggests: starting earlier than this is not a holiday. */
export const EARLIEST_START = 6 * 60;
export const DAY_MINUTES = 24 * 60;

/** A drive's length, "2 h 5 min", in `locale`'s digits. */
export const duration = (minutes: number, locale: Locale = DEFAULT_LOCALE) => driveTime(minutes, locale);

/** "9:00 AM" ("9:00 a.m." in Spanish); a time past midnight (minutes from the day's own midnight) says "next day", all in `text`'s language. */
export const formatClock = (minutes: number, text: PlannerText = ENGLISH_PLANNER_TEXT) => {
  const rounded = Math.round(minutes);
  const clock = clockTime(rounded, text.locale);
  return rounded >= DAY_MINUTES ? text('nextDay', { time: clock }) : clock;
};

/** "8:00" or "13:30" for a start time in minutes; what a fix's label shows. */
export const formatStart = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** An action that resolves a warning; `label` is its button's text. */
export type Fix =
  | { kind: 'move'; slug: string; toDay: number; label: string }
  | { kind: 'add-day'; moveSlug: string | null; label: string }
  | { kind: 'start-at'; day: number; start: number; label: string }
  | { kind: 'shift-dates'; startDate: string; endDate: string; label: string };

export type Warning = { text: string; fix: Fix | null };

type StopFacts = { slug: string; name: string; arrivalMinutes: number; warning: string | null };
type DayFacts = {
  day: number;
  dayCount: number;
  /** When the day starts, in minutes after midnight. */
  startMinutes: number;
  driveMinutes: number;
  stops: StopFacts[];
  /** Where the day ends when it ends away from its last stop (the trip's end, or the night's base). */
  finish: { name: string; arrivalMinutes: number } | null;
  /** For a stop closed that day: another day of the trip it is open, if any. */
  openDayFor?: (slug: string) => number | null;
  /** The words, in the page's language (English by default). */
  text?: PlannerText;
};

/** Where to send a stop: the next day, or, on the last day, a day added to the trip. */
const remedy = (text: PlannerText, name: string, day: number, dayCount: number) =>
  day < dayCount ? text('remedyNextDay', { name, day: day + 1 }) : text('remedyNewDay', { name });

/** Sends a stop on: to the next day, or to a new day when this is the last. */
const moveOn = (text: PlannerText, stop: { slug: string; name: string }, day: number, dayCount: number): Fix =>
  day < dayCount
    ? { kind: 'move', slug: stop.slug, toDay: day + 1, label: text('fixMove', { name: stop.name, day: day + 1 }) }
    : { kind: 'add-day', moveSlug: stop.slug, label: text('fixAddDay') };

/** The start that brings an arrival back to 9:00 PM, on the half hour; null when it would be before 6:00. */
function earlierStart(startMinutes: number, arrivalMinutes: number): number | null {
  const start = Math.floor((startMinutes - (arrivalMinutes - LATEST_ARRIVAL)) / 30) * 30;
  return start >= EARLIEST_START && start < startMinutes ? start : null;
}

/** The warnings for one day, in the order a traveller meets them, each with its fix where there is one. */
export function dayWarnings(facts: DayFacts): Warning[] {
  const { day, dayCount } = facts;
  const text = facts.text ?? ENGLISH_PLANNER_TEXT;
  const late = (place: string, minutes: number, advice: string) =>
    text('late', { day, place, time: formatClock(minutes, text), advice });
  const startEarlier = (start: number) => text('startEarlier', { time: formatStart(start) });
  const startAt = (start: number): Fix => ({
    kind: 'start-at',
    day,
    start,
    label: text('fixStartAt', { time: formatStart(start) }),
  });
  const warnings: Warning[] = [];
  const last = facts.stops.at(-1) ?? null;
  if (facts.driveMinutes > MAX_DRIVE_MINUTES) {
    warnings.push({
      text: text('longDay', {
        day,
        driving: duration(facts.driveMinutes, text.locale),
        remedy: last ? remedy(text, last.name, day, dayCount) : text('splitDrive'),
      }),
      fix: last ? moveOn(text, last, day, dayCount) : null,
    });
  }
  for (const stop of facts.stops) {
    if (stop.arrivalMinutes > LATEST_ARRIVAL) {
      const start = earlierStart(facts.startMinutes, stop.arrivalMinutes);
      warnings.push(
        start === null
          ? {
              text: late(stop.name, stop.arrivalMinutes, remedy(text, stop.name, day, dayCount)),
              fix: moveOn(text, stop, day, dayCount),
            }
          : {
              text: late(stop.name, stop.arrivalMinutes, startEarlier(start)),
              fix: startAt(start),
            },
      );
    }
    if (stop.warning) {
      const open = facts.openDayFor?.(stop.slug) ?? null;
      warnings.push({
        text: text('closed', { day, place: stop.name, reason: stop.warning }),
        fix:
          open === null
            ? null
            : { kind: 'move', slug: stop.slug, toDay: open, label: text('fixMove', { name: stop.name, day: open }) },
      });
    }
  }
  if (facts.finish && facts.finish.arrivalMinutes > LATEST_ARRIVAL) {
    const start = earlierStart(facts.startMinutes, facts.finish.arrivalMinutes);
    warnings.push(
      start !== null
        ? {
            text: late(facts.finish.name, facts.finish.arrivalMinutes, startEarlier(start)),
            fix: startAt(start),
          }
        : {
            text: late(facts.finish.name, facts.finish.arrivalMinutes, text('lateFinish')),
            fix: last ? moveOn(text, last, day, dayCount) : null,
          },
    );
  }
  return warnings;
}
