import { z } from 'zod';
import { params, parseBody, route } from '@/lib/api/handler';
import { listCollaborators, revokeCollaborator } from '@/lib/trips/collaborators';
import { requireVisitor } from '@/lib/trip-planner/session-user';

type Params = { id: string };
const RevokeSchema = z.object({ userId: z.string({ error: 'is required' }).min(1, 'is required').max(128, 'is too long') });

/** GET /api/trips/{id}/collaborators — the owner sees who plans the trip with them. */
export const GET = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  return { collaborators: await listCollaborators(user.userId, params.id.parse((await context.params).id)) };
});

/** DELETE /api/trips/{id}/collaborators with {userId} — the owner revokes one collaborator. */
export const DELETE = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const tripId = params.id.parse((await context.params).id);
  const { userId } = await parseBody(request, RevokeSchema);
  return revokeCollaborator(user.userId, tripId, userId);
});
