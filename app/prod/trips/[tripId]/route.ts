import { z } from 'zod';
import { notFound } from '@/lib/api/errors';
import { params as common, parseBody, route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { deleteTrip, getTripForUser, updateTrip } from '@/lib/trips';
import { UpdateTripSchema } from '@/lib/trips/schema';

const PathSchema = z.object({ tripId: common.id });
type Path = { tripId: string };

/** GET /prod/trips/{tripId} — a trip the caller may read; anything else is a 404. */
export const GET = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  const trip = await getTripForUser(caller.userId, tripId);
  if (!trip) throw notFound('No trip with this id.');
  return trip;
});

/** PUT /prod/trips/{tripId} — replaces the trip with the full trip in the body. */
export const PUT = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  const input = await parseBody(request, UpdateTripSchema);
  return updateTrip(caller.userId, tripId, input);
});

/** DELETE /prod/trips/{tripId} — only the owner may delete. */
export const DELETE = route<Path>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { tripId } = PathSchema.parse(await params);
  return deleteTrip(caller.userId, tripId);
});
