import { pathId, route } from '@/lib/api/handler';
import { createInvite, invitePath } from '@/lib/trip-planner/invites';
import { requireVisitor } from '@/lib/trip-planner/session-user';

/** POST /api/trips/{id}/invites — the owner makes an invite link. */
export const POST = route<{ id: string }>(async (_request, context) => {
  const user = await requireVisitor();
  const invite = await createInvite(user.userId, await pathId(context.params));
  return Response.json({ ...invite, path: invitePath(invite.tripId, invite.token) }, { status: 201 });
});
