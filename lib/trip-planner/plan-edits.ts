import { addDays, format, parseISO } from 'date-fns';
import type { Fix } from './feasibility';
import { assignDays, dayCountFor, type Base } from './itinerary';

/**
 * The trip editor's draft and every change the editor makes to it, as pure functions: each returns
 * a new draft, so undo is keeping the one before. In a draft every stop has its day, stops are
 * kept in day order, and `days` has one entry per day of the trip.
 */
export type DraftStop = {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  show: boolean;
  locked: boolean;
  day: number;
  category?: string | null;
  hours?: string[] | null;
  visitMinutes?: number | null;
};
export type DraftDay = { start: string | null; base: Base | null };
export type TripDraft = {
  name: string;
  startDate: string | null;
  endDate: string | null;
  days: DraftDay[];
  stops: DraftStop[];
};

const emptyDay = (): DraftDay => ({ start: null, base: null });
const shiftDate = (date: string, by: number) => format(addDays(parseISO(date), by), 'yyyy-MM-dd');
const dated = (d: TripDraft) => Boolean(d.startDate && d.endDate);

/** Every stop on a day (its own, or spread as the itinerary spreads them), stops in day order, one entry per day. */
export function normaliseDraft(
  draft: Omit<TripDraft, 'stops'> & { stops: (Omit<DraftStop, 'day'> & { day?: number })[] },
): TripDraft {
  const count = dayCountFor(draft.stops, draft, draft.days.length);
  const assigned = assignDays(draft.stops, count);
  const stops = draft.stops
    .map((s, i) => ({ ...s, day: assigned[i]! }))
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.day - b.s.day || a.i - b.i)
    .map(({ s }) => s);
  const days = Array.from({ length: count }, (_, i) => draft.days[i] ?? emptyDay());
  return { ...draft, stops, days };
}

/** Puts a stop on a day, at `position` among that day's stops (the end when not given). */
export function moveToDay(draft: TripDraft, slug: string, day: number, position?: number): TripDraft {
  const stop = draft.stops.find((s) => s.slug === slug);
  if (!stop || day < 1 || day > draft.days.length) return draft;
  const rest = draft.stops.filter((s) => s.slug !== slug);
  const onDay = rest.filter((s) => s.day === day);
  const at = Math.max(0, Math.min(position ?? onDay.length, onDay.length));
  const before = onDay[at];
  const index = before ? rest.indexOf(before) : rest.findLastIndex((s) => s.day <= day) + 1;
  rest.splice(index, 0, { ...stop, day });
  return { ...draft, stops: rest };
}

/**
 * One step up or down the whole list: within a day it swaps with its neighbour; at the top of a
 * day it goes to the end of the day before, at the bottom to the start of the day after.
 */
export function stepStop(draft: TripDraft, slug: string, up: boolean): TripDraft {
  const index = draft.stops.findIndex((s) => s.slug === slug);
  const stop = draft.stops[index];
  if (!stop) return draft;
  const onDay = draft.stops.filter((s) => s.day === stop.day);
  const position = onDay.indexOf(stop);
  if (up && position > 0) return moveToDay(draft, slug, stop.day, position - 1);
  if (!up && position < onDay.length - 1) return moveToDay(draft, slug, stop.day, position + 1);
  if (up && stop.day > 1) return moveToDay(draft, slug, stop.day - 1);
  if (!up && stop.day < draft.days.length) return moveToDay(draft, slug, stop.day + 1, 0);
  return draft;
}

/** A day more at the end; a dated trip ends a day later. */
export function addDay(draft: TripDraft): TripDraft {
  return {
    ...draft,
    days: [...draft.days, emptyDay()],
    endDate: dated(draft) ? shiftDate(draft.endDate!, 1) : draft.endDate,
  };
}

/**
 * Takes a day out: its stops join the day before (day 1's join the next), later days move up one,
 * and a dated trip ends a day sooner. The last remaining day cannot go.
 */
export function removeDay(draft: TripDraft, day: number): TripDraft {
  if (draft.days.length <= 1 || day < 1 || day > draft.days.length) return draft;
  const target = day === 1 ? 1 : day - 1;
  const stops = draft.stops.map((s) => ({ ...s, day: s.day === day ? target : s.day > day ? s.day - 1 : s.day }));
  const days = draft.days.filter((_, i) => i !== day - 1);
  return {
    ...draft,
    stops: normaliseDraft({ ...draft, stops, days }).stops,
    days,
    endDate: dated(draft) ? shiftDate(draft.endDate!, -1) : draft.endDate,
  };
}

export function setDayStart(draft: TripDraft, day: number, start: string | null): TripDraft {
  return { ...draft, days: draft.days.map((d, i) => (i === day - 1 ? { ...d, start } : d)) };
}

export function setDayBase(draft: TripDraft, day: number, base: Base | null): TripDraft {
  return { ...draft, days: draft.days.map((d, i) => (i === day - 1 ? { ...d, base } : d)) };
}

export function setVisitMinutes(draft: TripDraft, slug: string, visitMinutes: number | null): TripDraft {
  return { ...draft, stops: draft.stops.map((s) => (s.slug === slug ? { ...s, visitMinutes } : s)) };
}

/** The start time a day's <input type="time"> shows and sends. */
export const startValue = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Does what a warning's fix says. */
export function applyFix(draft: TripDraft, fix: Fix): TripDraft {
  switch (fix.kind) {
    case 'move':
      return moveToDay(draft, fix.slug, fix.toDay);
    case 'add-day': {
      const longer = addDay(draft);
      return fix.moveSlug ? moveToDay(longer, fix.moveSlug, longer.days.length) : longer;
    }
    case 'start-at':
      return setDayStart(draft, fix.day, startValue(fix.start));
    case 'shift-dates':
      return { ...draft, startDate: fix.startDate, endDate: fix.endDate };
  }
}

/**
 * Dates changed in the form: a dated trip has as many days as its dates span, so days are added
 * (empty) or taken from the end (their stops join the new last day).
 */
export function withDates(draft: TripDraft, startDate: string | null, endDate: string | null): TripDraft {
  const next = { ...draft, startDate, endDate };
  if (!startDate || !endDate || endDate < startDate) return next;
  const count = dayCountFor([], next, 0);
  const days = Array.from({ length: count }, (_, i) => draft.days[i] ?? emptyDay());
  return { ...next, days, stops: draft.stops.map((s) => (s.day > count ? { ...s, day: count } : s)) };
}
