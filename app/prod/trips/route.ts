import { parseBody, route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { TAGS } from '@/lib/constants';
import { cachedJsonResponse } from '@/lib/locations/answer-cache';
import { getRoadTrips } from '@/lib/road-trips/database';
import { createTrip } from '@/lib/trips/database';
import { CreateTripSchema } from '@/lib/trips/schema';
import { ensureVisitor } from '@/lib/visitors/database';

/** GET /prod/trips — every featured road trip, `{ trips: [...] }` (public; user trips are under visitors/). */
export const GET = route(async () =>
  cachedJsonResponse(TAGS.roadTrips, 'all', async () => ({ trips: await getRoadTrips() })),
);

/** POST /prod/trips — creates a trip owned by the caller (201). */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const input = await parseBody(request, CreateTripSchema);
  if (input.owner === caller.userId) await ensureVisitor(caller.userId, caller.email);
  return Response.json(await createTrip(caller.userId, input), { status: 201 });
});
