import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { params as common, parseBody, route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { deleteTrip, getTripForUser, updateTrip } from '@/lib/trips/database';
import { UpdateTripSchema } from '@/lib/trips/schema';
import { saveOrConflict, tripResponse, versionFromIfMatch } from '@/lib/trips/version';

const PathSchema = z.object({ tripId: common.id });
type Path = { tripId: string };

/** GET /prod/trips/{tripId} — a trip the caller may read; anything else is a 404. */
export const GET = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  const trip = await getTripForUser(caller.userId, tripId);
  if (!trip) throw notFound('No trip with this id.');
  return tripResponse(trip);
});

/**
 * PUT /prod/trips/{tripId} — replaces the trip with the full trip in the body, as the spec says
 * (a `version` in the body is ignored). A client that sends `If-Match` with the ETag it read gets
 * 409 instead of overwriting a newer save.
 */
export const PUT = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  const expected = versionFromIfMatch(request);
  const input = await parseBody(request, UpdateTripSchema);
  return saveOrConflict(() => updateTrip(caller.userId, tripId, input, expected));
});

/** DELETE /prod/trips/{tripId} — only the owner may delete. */
export const DELETE = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  return deleteTrip(caller.userId, tripId);
});
