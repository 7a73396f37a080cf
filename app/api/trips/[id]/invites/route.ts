import { params, route } from '@/lib/api/handler';
import { createInvite, invitePath } from '@/lib/trip-planner/invites';
import { requireVisitor } from '@/lib/trip-planner/session-user';

/** POST /api/trips/{id}/invites — the owner makes an invite link. */
export const POST = route<{ id: string }>(async (_request, context) => {
  const user = await requireVisitor();
  const invite = await createInvite(user.userId, params.id.parse((await context.params).id));
  return Response.json({ ...invite, path: invitePath(invite.tripId, invite.token) }, { status: 201 });
});
