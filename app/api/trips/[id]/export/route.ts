import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { params, parseQuery, route } from '@/lib/api/handler';
import { getTripForUser } from '@/lib/trips';
import { tripToGpx, tripToIcs } from '@/lib/trip-planner/exports';
import { requireVisitor } from '@/lib/trip-planner/session-user';
import { getTripView } from '@/lib/trip-planner/trip-view';

const QuerySchema = z.object({ format: z.enum(['ics', 'gpx'], { error: 'must be ics or gpx' }) });
const TYPES = { ics: 'text/calendar; charset=utf-8', gpx: 'application/gpx+xml; charset=utf-8' } as const;

/** GET /api/trips/{id}/export?format=ics|gpx — the itinerary as a calendar (one event a day) or a GPX route. */
export const GET = route<{ id: string }>(async (request, context) => {
  const user = await requireVisitor();
  const { format } = parseQuery(request, QuerySchema);
  const trip = await getTripForUser(user.userId, params.id.parse((await context.params).id));
  if (!trip) throw notFound('No trip with this id.');
  const view = await getTripView(trip);
  const data = { tripId: trip.tripId, name: trip.name, begin: view.begin, end: view.end, itinerary: view.itinerary };
  const body = format === 'ics' ? tripToIcs(data) : tripToGpx(data);
  const filename = `${trip.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'trip'}.${format}`;
  return new Response(body, { headers: { 'content-type': TYPES[format], 'content-disposition': `attachment; filename="${filename}"` } });
});
