import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { estimateDrive, type Point } from './geo';
import { checkHours } from './hours';

export const STOPS_PER_DAY = 4;
export const DAY_START_MINUTES = 9 * 60;
export const VISIT_MINUTES = 90;
const MAX_DAYS = 366;

export type PlannedStop = Point & { slug: string; name: string; hours?: string[] | null; day?: number };
export type Endpoint = Point & { name: string };
export type Leg = { from: string; to: string; km: number; minutes: number };
export type ItineraryStop = PlannedStop & { arrivalMinutes: number; warning: string | null };
export type ItineraryDay = { day: number; date: string | null; stops: ItineraryStop[]; legs: Leg[]; km: number; minutes: number };
export type Itinerary = { days: ItineraryDay[]; km: number; minutes: number };

export function dayCountFor(stops: number, dates: { startDate?: string | null; endDate?: string | null }, askedDays: number[] = []): number {
  if (dates.startDate && dates.endDate) return Math.min(MAX_DAYS, differenceInCalendarDays(parseISO(dates.endDate), parseISO(dates.startDate)) + 1);
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

export const formatClock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  const m = Math.round(minutes % 60);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/**
 * Splits the stops into days and estimates every drive: day 1 leaves from the start, each later
 * day from where the day before ended, and the last day drives on to the end.
 */
export function buildItinerary(begin: Endpoint, end: Endpoint, stops: PlannedStop[], dates: { startDate?: string | null; endDate?: string | null } = {}): Itinerary {
  const dayCount = dayCountFor(stops.length, dates, stops.flatMap((s) => (s.day ? [s.day] : [])));
  const assigned = assignDays(stops, dayCount);
  const days: ItineraryDay[] = [];
  let here: Endpoint = begin;
  for (let day = 1; day <= dayCount; day += 1) {
    const date = dates.startDate ? format(addDays(parseISO(dates.startDate), day - 1), 'yyyy-MM-dd') : null;
    const todays = stops.filter((_, i) => assigned[i] === day);
    const legs: Leg[] = [];
    const planned: ItineraryStop[] = [];
    let clock = DAY_START_MINUTES;
    for (const stop of todays) {
      const drive = estimateDrive(here, stop);
      legs.push({ from: here.name, to: stop.name, ...drive });
      clock += drive.minutes;
      planned.push({ ...stop, arrivalMinutes: clock, warning: checkHours(stop.hours ?? null, date, clock) });
      clock += VISIT_MINUTES;
      here = stop;
    }
    if (day === dayCount) {
      const drive = estimateDrive(here, end);
      if (drive.km > 0.05) legs.push({ from: here.name, to: end.name, ...drive });
      here = end;
    }
    days.push({ day, date, stops: planned, legs, km: legs.reduce((s, l) => s + l.km, 0), minutes: legs.reduce((s, l) => s + l.minutes, 0) });
  }
  return { days, km: days.reduce((s, d) => s + d.km, 0), minutes: days.reduce((s, d) => s + d.minutes, 0) };
}
