import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { listTripsForUser } from '@/lib/trips/database';

/** GET /prod/visitors/{userId}/trips — the caller's trips; another user's id is a 404. */
export const GET = route<{ userId: string }>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { userId } = await params;
  if (userId !== caller.userId) throw notFound('No visitor with this id.');
  return listTripsForUser(userId);
});
