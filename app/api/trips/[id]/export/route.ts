import { z } from 'zod';
import { badRequest, notFound } from '@/lib/api/errors';
import { parseQuery, pathId, route } from '@/lib/api/handler';
import { getTripForUser } from '@/lib/trips';
import { isoDate } from '@/lib/validation/fields';
import { translator } from '@/lib/i18n/format';
import { tripToGpx, tripToIcs } from '@/lib/trip-planner/exports';
import { plannerTextOf } from '@/lib/trip-planner/messages';
import { requireVisitor } from '@/lib/trip-planner/session-user';
import { getTripView } from '@/lib/trip-planner/trip-view';

const QuerySchema = z.object({
  format: z.enum(['ics', 'gpx'], { error: 'must be ics or gpx' }),
  // The first day, for a calendar of a trip that has no dates (the trip page asks for it).
  // isoDate checks a real day without building an Invalid Date (which throws on toISOString).
  start: isoDate()
    .refine((d) => d >= '1900-01-01', 'is not a real date')
    .optional(),
  // The language of the page that asks (its links carry lang=es on the Spanish site).
  lang: z.enum(['en', 'es']).optional(),
});
const TYPES = { ics: 'text/calendar; charset=utf-8', gpx: 'application/gpx+xml; charset=utf-8' } as const;

/** GET /api/trips/{id}/export?format=ics|gpx[&start=YYYY-MM-DD] — the itinerary as a calendar (an all-day event per stop) or a GPX route. */
export const GET = route<{ id: string }>(async (request, context) => {
  const user = await requireVisitor();
  const { format, start, lang } = parseQuery(request, QuerySchema);
  const locale = lang ?? (request.headers.get('x-site-locale') === 'es' ? 'es' : 'en');
  const text = plannerTextOf(translator(locale, 'tripPlanner'), locale);
  const trip = await getTripForUser(user.userId, await pathId(context.params));
  if (!trip) throw notFound('No trip with this id.');
  const view = await getTripView(trip, text);
  const data = { tripId: trip.tripId, name: trip.name, begin: view.begin, end: view.end, itinerary: view.itinerary };
  // A calendar needs real days: a trip without dates is never given some silently.
  if (format === 'ics' && !trip.startDate && !start) throw badRequest(`start: ${text('needDates')}`, 'start');
  const body = format === 'ics' ? tripToIcs(data, start, undefined, text) : tripToGpx(data);
  const filename = `${
    trip.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'trip'
  }.${format}`;
  return new Response(body, {
    headers: { 'content-type': TYPES[format], 'content-disposition': `attachment; filename="${filename}"` },
  });
});
