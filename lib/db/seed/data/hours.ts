const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof WEEK)[number];

/** Weekday strings ("Monday: 9:00 AM – 5:00 PM"); days given in `closed` read "Closed". */
export function weekHours(open: string, closed: Day[] = [], overrides: Partial<Record<Day, string>> = {}): string[] {
  return WEEK.map((day) => `${day}: ${closed.includes(day) ? 'Closed' : (overrides[day] ?? open)}`);
}
