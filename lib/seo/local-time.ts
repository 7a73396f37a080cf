const SITE_TIME_ZONE = 'America/Chicago';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });

/** Alabama's UTC offset ("-06:00" in winter, "-05:00" under daylight saving) at a local day and time. */
export function alabamaOffset(day: string, time: string): string {
  // Read the offset at that wall-clock time taken as UTC and moved by standard time's six hours;
  // it lands on the right side of a change except within the hour of the change itself (2 a.m.).
  const instant = new Date(`${day}T${time.slice(0, 5)}:00Z`);
  instant.setUTCHours(instant.getUTCHours() + 6);
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-06:00';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/**
 * An ISO 8601 date-time in Alabama with its offset ("2027-03-20T07:30:00-05:00"), or the day alone
 * when there is no time: schema.org reads a time without an offset as the reader's own.
 */
export function alabamaDateTime(day: string, time: string | null): string {
  if (!time) return day;
  const clock = time.length === 5 ? `${time}:00` : time.slice(0, 8);
  return `${day}T${clock}${alabamaOffset(day, clock)}`;
}
