/**
 * Whether a planned day can be driven. Every warning names the day, says what to do, and, where one
 * click can do it, carries that action as a `fix` the editor applies (and can undo). The limits:
 * more than 8 hours at the wheel, or reaching a place after 9:00 PM (a time past midnight is the
 * next day, and always late).
 */

export const MAX_DRIVE_MINUTES = 8 * 60;
export const LATEST_ARRIVAL = 21 * 60;
/** The earliest start a fix suggests: starting earlier than this is not a holiday. */
export const EARLIEST_START = 6 * 60;
export const DAY_MINUTES = 24 * 60;

export const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (m === 60) return `${h + 1} h 0 min`;
  return h ? `${h} h ${m} min` : `${m} min`;
};

/** "9:00 AM"; a time past midnight (minutes from the day's own midnight) says "next day". */
export const formatClock = (minutes: number) => {
  const rounded = Math.round(minutes);
  const total = ((rounded % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const h = Math.floor(total / 60);
  const m = total % 60;
  const clock = `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return rounded >= DAY_MINUTES ? `${clock} next day` : clock;
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

export const FIX_LABEL = {
  move: (name: string, day: number) => `Move ${name} to day ${day}`,
  addDay: 'Add a day',
  startAt: (minutes: number) => `Start at ${formatStart(minutes)}`,
} as const;

/** Where to send a stop: the next day, or, on the last day, a day added to the trip. */
const remedy = (name: string, day: number, dayCount: number) =>
  day < dayCount ? `Move ${name} to day ${day + 1}.` : `Add a day to the trip and move ${name} to it.`;

export const FEASIBILITY_TEXT = {
  longDay: (day: number, minutes: number, last: string | null, dayCount: number) =>
    `Day ${day} has ${duration(minutes)} of driving, more than 8 hours. ${last ? remedy(last, day, dayCount) : 'Add a day to the trip to split the drive.'}`,
  late: (day: number, place: string, minutes: number, advice: string) =>
    `Day ${day}: you would reach ${place} at ${formatClock(minutes)}, after 9:00 PM. ${advice}`,
  startEarlier: (minutes: number) => `Start the day at ${formatStart(minutes)}.`,
  lateFinish: 'Move a stop to an earlier day or add a day.',
  closed: (day: number, place: string, reason: string) =>
    `Day ${day}: ${place}: ${reason} Move ${place} to another day.`,
} as const;

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
};

/** Sends a stop on: to the next day, or to a new day when this is the last. */
const moveOn = (stop: { slug: string; name: string }, day: number, dayCount: number): Fix =>
  day < dayCount
    ? { kind: 'move', slug: stop.slug, toDay: day + 1, label: FIX_LABEL.move(stop.name, day + 1) }
    : { kind: 'add-day', moveSlug: stop.slug, label: FIX_LABEL.addDay };

/** The start that brings an arrival back to 9:00 PM, on the half hour; null when it would be before 6:00. */
function earlierStart(startMinutes: number, arrivalMinutes: number): number | null {
  const start = Math.floor((startMinutes - (arrivalMinutes - LATEST_ARRIVAL)) / 30) * 30;
  return start >= EARLIEST_START && start < startMinutes ? start : null;
}

/** The warnings for one day, in the order a traveller meets them, each with its fix where there is one. */
export function dayWarnings(facts: DayFacts): Warning[] {
  const { day, dayCount } = facts;
  const warnings: Warning[] = [];
  const last = facts.stops.at(-1) ?? null;
  if (facts.driveMinutes > MAX_DRIVE_MINUTES) {
    warnings.push({
      text: FEASIBILITY_TEXT.longDay(day, facts.driveMinutes, last?.name ?? null, dayCount),
      fix: last ? moveOn(last, day, dayCount) : null,
    });
  }
  for (const stop of facts.stops) {
    if (stop.arrivalMinutes > LATEST_ARRIVAL) {
      const start = earlierStart(facts.startMinutes, stop.arrivalMinutes);
      warnings.push(
        start === null
          ? {
              text: FEASIBILITY_TEXT.late(day, stop.name, stop.arrivalMinutes, remedy(stop.name, day, dayCount)),
              fix: moveOn(stop, day, dayCount),
            }
          : {
              text: FEASIBILITY_TEXT.late(day, stop.name, stop.arrivalMinutes, FEASIBILITY_TEXT.startEarlier(start)),
              fix: { kind: 'start-at', day, start, label: FIX_LABEL.startAt(start) },
            },
      );
    }
    if (stop.warning) {
      const open = facts.openDayFor?.(stop.slug) ?? null;
      warnings.push({
        text: FEASIBILITY_TEXT.closed(day, stop.name, stop.warning),
        fix:
          open === null ? null : { kind: 'move', slug: stop.slug, toDay: open, label: FIX_LABEL.move(stop.name, open) },
      });
    }
  }
  if (facts.finish && facts.finish.arrivalMinutes > LATEST_ARRIVAL) {
    const start = earlierStart(facts.startMinutes, facts.finish.arrivalMinutes);
    warnings.push(
      start !== null
        ? {
            text: FEASIBILITY_TEXT.late(
              day,
              facts.finish.name,
              facts.finish.arrivalMinutes,
              FEASIBILITY_TEXT.startEarlier(start),
            ),
            fix: { kind: 'start-at', day, start, label: FIX_LABEL.startAt(start) },
          }
        : {
            text: FEASIBILITY_TEXT.late(
              day,
              facts.finish.name,
              facts.finish.arrivalMinutes,
              FEASIBILITY_TEXT.lateFinish,
            ),
            fix: last ? moveOn(last, day, dayCount) : null,
          },
    );
  }
  return warnings;
}
