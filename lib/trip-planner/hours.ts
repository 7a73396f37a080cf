import { format, parseISO } from 'date-fns';
import { ENGLISH_PLANNER_TEXT, type PlannerText } from './messages';

const RANGE = /(\d{1,2}):(\d{2})\s*(AM|PM)\s*[–-]\s*(\d{1,2}):(\d{2})\s*(AM|PM)/i;

function toMinutes(h: string, m: string, half: string): number {
  return ((Number(h) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(m);
}

/** The English warnings, as the planner's tests read them. */
export const HOURS_TEXT = {
  closed: (day: string) => ENGLISH_PLANNER_TEXT('hoursClosed', { weekday: day }),
  outside: (day: string, hours: string) => ENGLISH_PLANNER_TEXT('hoursOutside', { weekday: day, hours }),
} as const;

/**
 * Whether a place is open when the plan arrives, from weekday strings such as
 * "Monday: 9:00 AM – 5:00 PM". Answers the warning to show, or null (open, or nothing to check).
 */
export function checkHours(
  hours: string[] | null,
  date: string | null,
  arrivalMinutes: number,
  text: PlannerText = ENGLISH_PLANNER_TEXT,
): string | null {
  if (!hours || !date) return null;
  const weekday = format(parseISO(date), 'EEEE');
  const line = hours.find((h) => h.startsWith(`${weekday}:`));
  if (!line) return null;
  const times = line.slice(weekday.length + 1).trim();
  if (/closed/i.test(times)) return text('hoursClosed', { weekday });
  const match = RANGE.exec(times);
  // "Open 24 hours", or any line without a range, says nothing against a visit.
  if (!match) return null;
  const open = toMinutes(match[1]!, match[2]!, match[3]!);
  let close = toMinutes(match[4]!, match[5]!, match[6]!);
  if (close <= open) close += 24 * 60;
  return arrivalMinutes >= open && arrivalMinutes <= close ? null : text('hoursOutside', { weekday, hours: times });
}
