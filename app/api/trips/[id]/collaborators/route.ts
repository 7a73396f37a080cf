import { z } from 'zod';
import { parseBody, pathId, route } from '@/lib/api/handler';
import { listCollaborators, revokeCollaborator } from '@/lib/trips/collaborators';
import { requireVisitor } from '@/lib/trip-planner/session-user';
import { text } from '@/lib/validation/fields';

type Params = { id: string };
const RevokeSchema = z.object({ userId: text({ error: 'is required' }).min(1, 'is required').max(128, 'is too long') });

/** GET /api/trips/{id}/collaborators — the owner sees who plans the trip with them. */
export const GET = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  return { collaborators: await listCollaborators(user.userId, await pathId(context.params)) };
});

/** DELETE /api/trips/{id}/collaborators with {userId} — the owner revokes one collaborator. */
export const DELETE = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const tripId = await pathId(context.params);
  const { userId } = await parseBody(request, RevokeSchema);
  return revokeCollaborator(user.userId, tripId, userId);
});
