import { parseBody, pathId, route } from '@/lib/api/handler';
import { translator } from '@/lib/i18n/format';
import { ROAD_TRIP_SAVED_ALREADY } from '@/lib/road-trips/messages';
import { saveRoadTrip, SaveRoadTripSchema } from '@/lib/road-trips/save';
import { requireVisitor } from '@/lib/trip-planner/session-user';

type Params = { id: string };

/**
 * POST /api/road-trips/{id}/save {copy?, name?} — "Save as my trip": 201 with the new trip, or, when the
 * user has saved this road trip already and did not ask for a copy, 409 naming their trip and the
 * name a copy would get.
 */
export const POST = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const id = await pathId(context.params);
  const result = await saveRoadTrip(user.userId, id, await parseBody(request, SaveRoadTripSchema));
  if (result.saved) return Response.json(result.trip, { status: 201 });
  const { existing, copyName } = result;
  const message =
    request.headers.get('x-site-locale') === 'es'
      ? translator('es', 'roadTripActions')('savedAlready')
      : ROAD_TRIP_SAVED_ALREADY;
  const error = { status: 409, message, field: 'copy' };
  return Response.json({ error, existing, copyName }, { status: 409 });
});
