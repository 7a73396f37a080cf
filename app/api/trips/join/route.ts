import { parseBody, route } from '@/lib/api/handler';
import { acceptInvite, InviteTokenSchema } from '@/lib/trip-planner/invites';
import { requireVisitor } from '@/lib/trip-planner/session-user';

/** POST /api/trips/join {token} — a signed-in user accepts an invite and becomes a collaborator. */
export const POST = route(async (request) => {
  const user = await requireVisitor();
  const { token } = await parseBody(request, InviteTokenSchema);
  return acceptInvite(user.userId, token);
});
