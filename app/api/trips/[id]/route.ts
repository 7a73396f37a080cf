import { notFound } from '@/lib/api/errors';
import { parseBody, pathId, route } from '@/lib/api/handler';
import { deleteTrip, getTripForUser, updateTrip } from '@/lib/trips';
import { saveOrConflict, tripResponse, VersionedUpdateSchema } from '@/lib/trips/version';
import { requireVisitor } from '@/lib/trip-planner/session-user';
import { inRequestLanguage } from '@/lib/trips/api-errors';

type Params = { id: string };

/** GET /api/trips/{id} — a trip the user may read; anyone else's is 404. */
export const GET = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  const trip = await getTripForUser(user.userId, await pathId(context.params));
  if (!trip) throw notFound('No trip with this id.');
  return tripResponse(trip);
});

/** PUT /api/trips/{id} — the full trip and the version it was loaded at; owner and collaborators may. A stale version is a 409 carrying the stored trip. */
export const PUT = route<Params>(
  inRequestLanguage(async (request, context) => {
    const user = await requireVisitor();
    const id = await pathId(context.params);
    const { version, ...input } = await parseBody(request, VersionedUpdateSchema);
    return saveOrConflict(() => updateTrip(user.userId, id, input, version));
  }),
);

/** DELETE /api/trips/{id} — only the owner may. */
export const DELETE = route<Params>(
  inRequestLanguage(async (_request, context) => {
    const user = await requireVisitor();
    return deleteTrip(user.userId, await pathId(context.params));
  }),
);
