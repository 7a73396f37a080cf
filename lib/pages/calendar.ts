import { addDays, parseISO } from 'date-fns';
import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { EventDetail } from '@/lib/events';
import { absoluteUrl } from '@/lib/seo';
import { eventPath } from './paths';

const dayParts = (day: string): [number, number, number] => {
  const d = parseISO(day);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
};

function timeParts(time: string): [number, number] {
  const [h, m] = time.split(':').map(Number);
  return [h ?? 0, m ?? 0];
}

/** The event as an iCalendar file: timed when it has times, else all-day over its dates. */
export function eventToIcs(event: EventDetail): string {
  const timed = Boolean(event.start_time);
  const start: DateArray = timed
    ? [...dayParts(event.start_date), ...timeParts(event.start_time!)]
    : dayParts(event.start_date);
  // An all-day event's end is exclusive in iCalendar, so the day after its last day.
  const end: DateArray = timed
    ? [...dayParts(event.end_date), ...timeParts(event.end_time ?? event.start_time!)]
    : dayParts(addDays(parseISO(event.end_date), 1).toISOString().slice(0, 10));
  const attributes: EventAttributes = {
    uid: `${event.slug}@alabama.travel`,
    title: event.name,
    description: event.summary || undefined,
    location: [event.venue, event.address1, `${event.city}, AL`].filter(Boolean).join(', '),
    url: absoluteUrl(eventPath(event.slug)),
    geo: { lat: Number(event.latitude), lon: Number(event.longitude) },
    start,
    end,
    startInputType: 'local',
    startOutputType: 'local',
    endInputType: 'local',
    endOutputType: 'local',
    productId: 'alabama.travel/events',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return value;
}
