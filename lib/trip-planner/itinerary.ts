import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Point } from './geo';
import { dayWarnings } from './feasibility';
import { checkHours } from './hours';
import { driveMatrix, type DriveMatrix } from './roads';

export { formatClock } from './feasibility';

export const STOPS_PER_DAY = 4;
export const DAY_START_MINUTES = 9 * 60;
export const VISIT_MINUTES = 90;
const MAX_DAYS = 366;

/** `address` is the street address a traveller (or a calendar) needs, when the place has one. */
export type PlannedStop = Point & {
  slug: string;
  name: string;
  address?: string | null;
  hours?: string[] | null;
  day?: number;
};
export type Endpoint = Point & { name: string };
export type Leg = { from: string; to: string; km: number; minutes: number };
export type ItineraryStop = PlannedStop & { arrivalMinutes: number; warning: string | null };
/** `legs` has one leg per stop, then, on the last day, the leg on to the trip's end point. */
export type ItineraryDay = {
  day: number;
  date: string | null;
  stops: ItineraryStop[];
  legs: Leg[];
  km: number;
  minutes: number;
  warnings: string[];
};
export type Itinerary = { days: ItineraryDay[]; km: number; minutes: number };

export function dayCountFor(
  stops: number,
  dates: { startDate?: string | null; endDate?: string | null },
  askedDays: number[] = [],
): number {
  if (dates.startDate && dates.endDate)
    return Math.min(MAX_DAYS, differenceInCalendarDays(parseISO(dates.endDate), parseISO(dates.startDate)) + 1);
  const asked = Math.max(0, ...askedDays);
  return Math.max(1, asked, Math.ceil(stops / STOPS_PER_DAY));
}

/** Which day each stop falls on: the day the user chose, else spread evenly and in order. */
export function assignDays(stops: { day?: number }[], dayCount: number): number[] {
  const days: number[] = [];
  let previous = 1;
  stops.forEach((stop, i) => {
    const even = Math.floor((i * dayCount) / Math.max(1, stops.length)) + 1;
    const chosen = stop.day !== undefined ? Math.min(stop.day, dayCount) : Math.max(previous, even);
    previous = Math.max(previous, chosen);
    days.push(previous);
  });
  return days;
}

/**
 * Splits the stops into days and estimates every drive on the road graph: day 1 leaves from the
 * start, each later day from where the day before ended, and the last day drives on to the end.
 * `matrix`, when given, holds [begin, ...stops, end] (the editor passes the one it optimised with).
 */
export function buildItinerary(
  begin: Endpoint,
  end: Endpoint,
  stops: PlannedStop[],
  dates: { startDate?: string | null; endDate?: string | null } = {},
  matrix: DriveMatrix = driveMatrix([begin, ...stops, end]),
): Itinerary {
  const dayCount = dayCountFor(
    stops.length,
    dates,
    stops.flatMap((s) => (s.day ? [s.day] : [])),
  );
  const assigned = assignDays(stops, dayCount);
  const days: ItineraryDay[] = [];
  // Matrix indexes: 0 is the start, stop i is i + 1, the end is stops.length + 1.
  let here = 0;
  // Where a leg leaves from: the start or a stop (a leg never leaves the end point).
  const nameOf = (i: number) => (i === 0 ? begin.name : stops[i - 1]!.name);
  for (let day = 1; day <= dayCount; day += 1) {
    const date = dates.startDate ? format(addDays(parseISO(dates.startDate), day - 1), 'yyyy-MM-dd') : null;
    const legs: Leg[] = [];
    const planned: ItineraryStop[] = [];
    let clock = DAY_START_MINUTES;
    stops.forEach((stop, i) => {
      if (assigned[i] !== day) return;
      const drive = matrix.drive(here, i + 1);
      legs.push({ from: nameOf(here), to: stop.name, ...drive });
      clock += drive.minutes;
      planned.push({ ...stop, arrivalMinutes: clock, warning: checkHours(stop.hours ?? null, date, clock) });
      clock += VISIT_MINUTES;
      here = i + 1;
    });
    let finish: { name: string; arrivalMinutes: number } | null = null;
    if (day === dayCount) {
      const drive = matrix.drive(here, stops.length + 1);
      if (drive.km > 0) {
        legs.push({ from: nameOf(here), to: end.name, ...drive });
        finish = { name: end.name, arrivalMinutes: clock + drive.minutes };
      }
    }
    const minutes = legs.reduce((s, l) => s + l.minutes, 0);
    const warnings = dayWarnings({ day, dayCount, driveMinutes: minutes, stops: planned, finish });
    days.push({ day, date, stops: planned, legs, km: legs.reduce((s, l) => s + l.km, 0), minutes, warnings });
  }
  return { days, km: days.reduce((s, d) => s + d.km, 0), minutes: days.reduce((s, d) => s + d.minutes, 0) };
}
