import { addDays, format } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Endpoint, Itinerary } from './itinerary';

export type ExportTrip = { tripId: number; name: string; begin: Endpoint; end: Endpoint; itinerary: Itinerary };

const STOP_LINE = /^\d+\. /;

function dateArray(date: string): DateArray {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m, d];
}

/** A calendar with one all-day event per day of the trip; the description lists that day's stops in order. */
export function tripToIcs(trip: ExportTrip, firstDay: Date = new Date()): string {
  const events: EventAttributes[] = trip.itinerary.days.map((day) => {
    const date = day.date ?? format(addDays(firstDay, day.day - 1), 'yyyy-MM-dd');
    const first = day.stops[0];
    return {
      uid: `trip-${trip.tripId}-day-${day.day}@alabama.travel`,
      title: `${trip.name}: Day ${day.day}`,
      start: dateArray(date),
      duration: { days: 1 },
      description: day.stops.map((s, i) => `${i + 1}. ${s.name} (${s.slug})`).join('\n') || 'A day on the road.',
      ...(first ? { location: first.name, geo: { lat: first.lat, lon: first.lng } } : {}),
      productId: 'alabama-travel/trip-planner',
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('The calendar could not be written.');
  return value;
}

/** The stop slugs an exported calendar lists, day by day, in order (reads what tripToIcs wrote). */
export function stopsFromIcs(ics: string): string[] {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split(/\r?\n/)
    .filter((line) => line.startsWith('DESCRIPTION:'))
    .flatMap((line) => line.slice('DESCRIPTION:'.length).split('\\n'))
    .filter((item) => STOP_LINE.test(item))
    .map((item) => /\(([^()]+)\)$/.exec(item)?.[1] ?? '');
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const coord = (n: number) => n.toFixed(6);

/** GPX 1.1: every stop as a waypoint, and the whole drive (start, stops, end) as one route. */
export function tripToGpx(trip: ExportTrip): string {
  const stops = trip.itinerary.days.flatMap((d) => d.stops);
  const waypoints = stops.map((s) => `  <wpt lat="${coord(s.lat)}" lon="${coord(s.lng)}"><name>${xml(s.name)}</name><cmt>${xml(s.slug)}</cmt></wpt>`);
  const route = [trip.begin, ...stops, trip.end].map((p) => `    <rtept lat="${coord(p.lat)}" lon="${coord(p.lng)}"><name>${xml(p.name)}</name></rtept>`);
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

/** The waypoint slugs and coordinates a GPX file holds, in order. */
export function stopsFromGpx(gpx: string): { slug: string; lat: number; lng: number }[] {
  return [...gpx.matchAll(/<wpt lat="([-\d.]+)" lon="([-\d.]+)">.*?<cmt>([^<]*)<\/cmt><\/wpt>/g)].map((m) => ({ lat: Number(m[1]), lng: Number(m[2]), slug: m[3]! }));
}
