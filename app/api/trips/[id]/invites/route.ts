import { parseBody, pathId, route } from '@/lib/api/handler';
import { createInvite, invitePath, InviteTokenSchema, withdrawInvite } from '@/lib/trip-planner/invites';
import { requireVisitor } from '@/lib/trip-planner/session-user';

type Params = { id: string };

/** POST /api/trips/{id}/invites — the owner makes an invite link, good for one person. */
export const POST = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  const invite = await createInvite(user.userId, await pathId(context.params));
  return Response.json({ ...invite, path: invitePath(invite.tripId, invite.token) }, { status: 201 });
});

/** DELETE /api/trips/{id}/invites with {token} — the owner withdraws an invite nobody has used. */
export const DELETE = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const tripId = await pathId(context.params);
  const { token } = await parseBody(request, InviteTokenSchema);
  return withdrawInvite(user.userId, tripId, token);
});
