import { parseBody, route } from '@/lib/api/handler';
import { createTrip, listTripsForUser } from '@/lib/trips';
import { UpdateTripSchema } from '@/lib/trips/schema';
import { requireVisitor } from '@/lib/trip-planner/session-user';
import { inRequestLanguage } from '@/lib/trips/api-errors';

/** GET /api/trips — the signed-in user's trips (own and shared), newest first. */
export const GET = route(async () => {
  const user = await requireVisitor();
  return { trips: await listTripsForUser(user.userId) };
});

/** POST /api/trips — creates a trip owned by the signed-in user. */
export const POST = route(
  inRequestLanguage(async (request) => {
    const user = await requireVisitor();
    // The same fields as an update; the owner is always the caller, and the server picks the id.
    const { tripId: _ignoredId, owner: _ignoredOwner, ...fields } = await parseBody(request, UpdateTripSchema);
    return Response.json(await createTrip(user.userId, { ...fields, owner: user.userId }), { status: 201 });
  }),
);
