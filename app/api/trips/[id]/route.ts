import { notFound } from '@/lib/api/errors';
import { params, parseBody, route } from '@/lib/api/handler';
import { deleteTrip, getTripForUser, updateTrip } from '@/lib/trips';
import { UpdateTripSchema } from '@/lib/trips/schema';
import { requireVisitor } from '@/lib/trip-planner/session-user';

type Params = { id: string };

/** GET /api/trips/{id} — a trip the user may read; anyone else's is 404. */
export const GET = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  const trip = await getTripForUser(user.userId, params.id.parse((await context.params).id));
  if (!trip) throw notFound('No trip with this id.');
  return trip;
});

/** PUT /api/trips/{id} — the full trip; owner and collaborators may. */
export const PUT = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const id = params.id.parse((await context.params).id);
  return updateTrip(user.userId, id, await parseBody(request, UpdateTripSchema));
});

/** DELETE /api/trips/{id} — only the owner may. */
export const DELETE = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  return deleteTrip(user.userId, params.id.parse((await context.params).id));
});
