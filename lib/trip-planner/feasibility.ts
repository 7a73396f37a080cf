/**
 * Whether a planned day can be driven: every warning names the day and says what to do. The
 * thresholds are the issue's: more than 8 hours at the wheel, or arriving before 7:00 or after 21:00.
 */

export const MAX_DRIVE_MINUTES = 8 * 60;
export const EARLIEST_ARRIVAL = 7 * 60;
export const LATEST_ARRIVAL = 21 * 60;
const DAY = 24 * 60;

export const duration = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (m === 60) return `${h + 1} h 0 min`;
  return h ? `${h} h ${m} min` : `${m} min`;
};

export const formatClock = (minutes: number) => {
  const total = Math.round(minutes) % DAY;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** Where to send a stop: the next day, or, on the last day, a longer trip. */
const remedy = (name: string, day: number, dayCount: number) =>
  day < dayCount ? `Move ${name} to day ${day + 1}.` : `Add a day to the trip and move ${name} to it.`;

export const FEASIBILITY_TEXT = {
  longDay: (day: number, minutes: number, last: string | null, dayCount: number) =>
    `Day ${day} has ${duration(minutes)} of driving, more than 8 hours. ${last ? remedy(last, day, dayCount) : 'Add a day to the trip to split the drive.'}`,
  late: (day: number, place: string, minutes: number, dayCount: number, isStop: boolean) =>
    `Day ${day}: you would reach ${place} at ${formatClock(minutes)}${minutes % DAY < EARLIEST_ARRIVAL ? ' the next morning, before 7:00 AM' : ', after 9:00 PM'}. ${isStop ? remedy(place, day, dayCount) : 'Move a stop to an earlier day or add a day.'}`,
  closed: (day: number, place: string, reason: string) =>
    `Day ${day}: ${place}: ${reason} Move ${place} to another day.`,
} as const;

type DayFacts = {
  day: number;
  dayCount: number;
  driveMinutes: number;
  stops: { name: string; arrivalMinutes: number; warning: string | null }[];
  /** When the day ends at the trip's end point: its name and the arrival there. */
  finish: { name: string; arrivalMinutes: number } | null;
};

const outsideHours = (minutes: number) => minutes > LATEST_ARRIVAL || minutes < EARLIEST_ARRIVAL;

/** The warnings for one day, in the order a traveller meets them. */
export function dayWarnings(facts: DayFacts): string[] {
  const { day, dayCount } = facts;
  const warnings: string[] = [];
  if (facts.driveMinutes > MAX_DRIVE_MINUTES) {
    const last = facts.stops.at(-1)?.name ?? null;
    warnings.push(FEASIBILITY_TEXT.longDay(day, facts.driveMinutes, last, dayCount));
  }
  for (const stop of facts.stops) {
    if (outsideHours(stop.arrivalMinutes))
      warnings.push(FEASIBILITY_TEXT.late(day, stop.name, stop.arrivalMinutes, dayCount, true));
    if (stop.warning) warnings.push(FEASIBILITY_TEXT.closed(day, stop.name, stop.warning));
  }
  if (facts.finish && outsideHours(facts.finish.arrivalMinutes))
    warnings.push(FEASIBILITY_TEXT.late(day, facts.finish.name, facts.finish.arrivalMinutes, dayCount, false));
  return warnings;
}
