import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Point } from './geo';
import { pointDrives, type PointDrives } from './drive-table';
import { dayWarnings, type Warning } from './feasibility';
import { ENGLISH_PLANNER_TEXT, type PlannerText } from './messages';
import { checkHours } from './hours';
import { visitMinutesOf } from './visit-times';

export { formatClock } from './feasibility';

/** Without dates or chosen days, stops are spread this many to a day. */
export const STOPS_PER_DAY = 4;
export const DAY_START_MINUTES = 9 * 60;
const MAX_DAYS = 366;

/**
 * `address` is the street address a traveller (or a calendar) needs, when the place has one;
 * `category` sets the default visit time (visit-times.ts); `day` and `visitMinutes` are the
 * traveller's own choices, when made.
 */
export type PlannedStop = Point & {
  slug: string;
  name: string;
  address?: string | null;
  hours?: string[] | null;
  category?: string | null;
  day?: number;
  visitMinutes?: number | null;
};
export type Endpoint = Point & { name: string };
/** Where a night is spent: a lodging place (`slug`) or a town. */
export type Base = Endpoint & { slug?: string };
/** A day's settings: its start ("HH:MM", 9:00 when unset) and the night's base that ends it. */
export type DayPlan = { start?: string | null; base?: Base | null };
export type Leg = { from: string; to: string; km: number; minutes: number };
/** Times are minutes after the day's own midnight; 1,440 or more is the next day. */
export type ItineraryStop = PlannedStop & {
  day: number;
  arrivalMinutes: number;
  departureMinutes: number;
  visitMinutes: number;
  warning: string | null;
};
/**
 * `from` is where the day starts (the trip's start, the last night's base, or where the day before
 * ended); `base` is where it ends for the night. `legs` has one leg per stop, then the leg on to the
 * night's base or, on the last day, to the trip's end point; `finish` is the arrival there.
 */
export type ItineraryDay = {
  day: number;
  date: string | null;
  startMinutes: number;
  from: Endpoint;
  base: Base | null;
  stops: ItineraryStop[];
  legs: Leg[];
  finish: { name: string; arrivalMinutes: number } | null;
  km: number;
  minutes: number;
  warnings: Warning[];
};
export type Itinerary = { days: ItineraryDay[]; km: number; minutes: number };
export type TripDates = { startDate?: string | null; endDate?: string | null };

export function dayCountFor(stops: { day?: number }[], dates: TripDates, plannedDays = 0): number {
  if (dates.startDate && dates.endDate)
    return Math.min(MAX_DAYS, differenceInCalendarDays(parseISO(dates.endDate), parseISO(dates.startDate)) + 1);
  const chosen = Math.max(0, ...stops.map((s) => s.day ?? 0));
  // Stops with no day of their own are spread four to a day; once every stop has one, the days are the traveller's.
  const spread = stops.every((s) => s.day) ? 0 : Math.ceil(stops.length / STOPS_PER_DAY);
  return Math.min(MAX_DAYS, Math.max(1, plannedDays, chosen, spread));
}

/** Which day each stop falls on: the day the traveller chose, else spread evenly and in order. */
export function assignDays(stops: { day?: number }[], dayCount: number): number[] {
  const days: number[] = [];
  let previous = 1;
  stops.forEach((stop, i) => {
    const even = Math.floor((i * dayCount) / Math.max(1, stops.length)) + 1;
    const chosen = stop.day !== undefined ? Math.min(stop.day, dayCount) : Math.max(previous, even);
    previous = stop.day !== undefined ? chosen : Math.max(previous, chosen);
    days.push(chosen);
  });
  return days;
}

/** "08:30" → 510; anything else is the default 9:00. */
export function startMinutesOf(start: string | null | undefined): number {
  const match = start ? /^([01]\d|2[0-3]):([0-5]\d)$/.exec(start) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : DAY_START_MINUTES;
}

export const dateOfDay = (dates: TripDates, day: number) =>
  dates.startDate ? format(addDays(parseISO(dates.startDate), day - 1), 'yyyy-MM-dd') : null;

/**
 * The trip day by day. Day 1 leaves from the start at its start time; each later day from the
 * night's base when the day before has one, else from where the day before ended. At each stop
 * the traveller arrives after the drive and leaves after the visit; a day with a base drives on to
 * it, and the last day drives on to the trip's end. Stops are planned in the order given, each on
 * its day (see assignDays). `drives` answers every drive (the road graph, or Google's figures).
 */
export function buildItinerary(
  begin: Endpoint,
  end: Endpoint,
  stops: PlannedStop[],
  trip: TripDates & { days?: DayPlan[] } = {},
  drives: PointDrives = pointDrives(),
  text: PlannerText = ENGLISH_PLANNER_TEXT,
): Itinerary {
  const plans = trip.days ?? [];
  const dayCount = dayCountFor(stops, trip, plans.length);
  const assigned = assignDays(stops, dayCount);
  const days: ItineraryDay[] = [];
  let here: Endpoint = begin;
  for (let day = 1; day <= dayCount; day += 1) {
    const date = dateOfDay(trip, day);
    const plan = plans[day - 1] ?? {};
    const startMinutes = startMinutesOf(plan.start);
    const from = here;
    const legs: Leg[] = [];
    const planned: ItineraryStop[] = [];
    let clock = startMinutes;
    stops.forEach((stop, i) => {
      if (assigned[i] !== day) return;
      const drive = drives.drive(here, stop);
      legs.push({ from: here.name, to: stop.name, ...drive });
      const arrivalMinutes = clock + drive.minutes;
      const visitMinutes = visitMinutesOf(stop);
      const warning = checkHours(stop.hours ?? null, date, arrivalMinutes, text);
      planned.push({
        ...stop,
        day,
        arrivalMinutes,
        departureMinutes: arrivalMinutes + visitMinutes,
        visitMinutes,
        warning,
      });
      clock = arrivalMinutes + visitMinutes;
      here = stop;
    });
    const base = day < dayCount ? (plan.base ?? null) : null;
    const goal = day === dayCount ? end : base;
    let finish: ItineraryDay['finish'] = null;
    if (goal) {
      const drive = drives.drive(here, goal);
      if (drive.km > 0) {
        legs.push({ from: here.name, to: goal.name, ...drive });
        finish = { name: goal.name, arrivalMinutes: clock + drive.minutes };
      }
      here = goal;
    }
    const minutes = legs.reduce((s, l) => s + l.minutes, 0);
    const km = legs.reduce((s, l) => s + l.km, 0);
    days.push({ day, date, startMinutes, from, base, stops: planned, legs, finish, km, minutes, warnings: [] });
  }
  // Warnings last: a stop closed on its day may be open on another, which the fix then names.
  const openDayFor = (slug: string, day: number) => {
    const stop = days.flatMap((d) => d.stops).find((s) => s.slug === slug);
    if (!stop) return null;
    const others = days.filter((d) => d.day !== day).sort((a, b) => Math.abs(a.day - day) - Math.abs(b.day - day));
    return (
      others.find((d) => d.date && checkHours(stop.hours ?? null, d.date, stop.arrivalMinutes) === null)?.day ?? null
    );
  };
  for (const d of days) {
    d.warnings = dayWarnings({
      day: d.day,
      dayCount,
      startMinutes: d.startMinutes,
      driveMinutes: d.minutes,
      stops: d.stops,
      finish: d.finish,
      openDayFor: (slug) => openDayFor(slug, d.day),
      text,
    });
  }
  return { days, km: days.reduce((s, d) => s + d.km, 0), minutes: days.reduce((s, d) => s + d.minutes, 0) };
}
