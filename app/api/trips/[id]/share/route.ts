import { parseBody, pathId, route } from '@/lib/api/handler';
import { absoluteUrl } from '@/lib/seo';
import { createShareLink, revokeShareLink, ShareTokenSchema } from '@/lib/trips/share-links';
import { requireVisitor } from '@/lib/trip-planner/session-user';

type Params = { id: string };

/** POST /api/trips/{id}/share — the owner makes a read-only link that works signed out. */
export const POST = route<Params>(async (_request, context) => {
  const user = await requireVisitor();
  const link = await createShareLink(user.userId, await pathId(context.params));
  return Response.json({ ...link, url: absoluteUrl(link.path) }, { status: 201 });
});

/** DELETE /api/trips/{id}/share with {token} — the owner stops a read-only link. */
export const DELETE = route<Params>(async (request, context) => {
  const user = await requireVisitor();
  const tripId = await pathId(context.params);
  const { token } = await parseBody(request, ShareTokenSchema);
  return revokeShareLink(user.userId, tripId, token);
});
