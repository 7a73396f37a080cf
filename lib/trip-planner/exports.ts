import { addDays, format, parseISO } from 'date-fns';
import { formatClock } from './feasibility';
import type { Endpoint, Itinerary } from './itinerary';
import { ENGLISH_PLANNER_TEXT, type PlannerText } from './messages';

export type ExportTrip = { tripId: number; name: string; begin: Endpoint; end: Endpoint; itinerary: Itinerary };

export const EXPORT_TEXT = {
  needDates: `start: ${ENGLISH_PLANNER_TEXT('needDates')}`,
} as const;

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines are escaped. */
const icsText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets fold onto continuation lines that start with a space. */
function fold(line: string): string {
  // TextEncoder, not Buffer: road-trip pages write calendars in the browser too.
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a UTF-8 sequence: back up to a lead byte.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(new TextDecoder().decode(bytes.subarray(start, end)));
    start = end;
    limit = 74; // the leading space counts
  }
  return parts.join('\r\n ');
}

const basicDate = (date: string) => date.replace(/-/g, '');
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A calendar with one all-day event per stop (DTSTART;VALUE=DATE, DTEND the next day), named for
 * the place, with its address as the location and the estimated arrival in the description. The
 * trip's own dates are used; a trip without them needs `firstDay` (the caller asks the traveller).
 * The descriptions are in `text`'s language.
 */
export function tripToIcs(
  trip: ExportTrip,
  firstDay?: string,
  now: Date = new Date(),
  text: PlannerText = ENGLISH_PLANNER_TEXT,
): string {
  const start = trip.itinerary.days[0]?.date ?? firstDay;
  if (!start) throw new Error(`start: ${text('needDates')}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alabama Tourism//Trip planner//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(trip.name)}`,
  ];
  for (const day of trip.itinerary.days) {
    const date = day.date ?? format(addDays(parseISO(start), day.day - 1), 'yyyy-MM-dd');
    const next = format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
    day.stops.forEach((stop, i) => {
      const where = [stop.name, stop.address].filter(Boolean).join(', ');
      const leg = day.legs[i];
      const description = [
        text('icsStop', { trip: trip.name, day: day.day, n: i + 1, count: day.stops.length }),
        leg
          ? text('icsArriveFrom', { time: formatClock(stop.arrivalMinutes, text), from: leg.from })
          : text('icsArrive', { time: formatClock(stop.arrivalMinutes, text) }),
        ...(stop.address ? [stop.address] : []),
      ].join('\n');
      lines.push(
        'BEGIN:VEVENT',
        `UID:trip-${trip.tripId}-day-${day.day}-stop-${i + 1}@alabama.travel`,
        `DTSTAMP:${stamp(now)}`,
        `DTSTART;VALUE=DATE:${basicDate(date)}`,
        `DTEND;VALUE=DATE:${basicDate(next)}`,
        `SUMMARY:${icsText(stop.name)}`,
        `LOCATION:${icsText(where)}`,
        `GEO:${stop.lat.toFixed(6)};${stop.lng.toFixed(6)}`,
        `DESCRIPTION:${icsText(description)}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    });
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const coord = (n: number) => n.toFixed(6);

/** GPX 1.1: every stop as a waypoint (name, address), and the whole drive (start, stops, end) as one route. */
export function tripToGpx(trip: ExportTrip): string {
  const stops = trip.itinerary.days.flatMap((d) => d.stops);
  const waypoints = stops.map(
    (s) =>
      `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lng)}"><name>${xml(s.name)}</name>${s.address ? `<desc>${xml(s.address)}</desc>` : ''}</wpt>`,
  );
  const route = [trip.begin, ...stops, trip.end].map(
    (p) => `    <rtept lat="${coord(p.lat)}" lon="${coord(p.lng)}"><name>${xml(p.name)}</name></rtept>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Alabama Tourism trip planner" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${xml(trip.name)}</name></metadata>`,
    ...waypoints,
    `  <rte><name>${xml(trip.name)}</name>`,
    ...route,
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}
