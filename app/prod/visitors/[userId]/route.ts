import { notFound } from '@/lib/api/errors';
import { route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { getVisitor } from '@/lib/visitors/database';

/** GET /prod/visitors/{userId} — only the caller's own record; any other id is a 404. */
export const GET = route<{ userId: string }>(async (request, { params }) => {
  const caller = await requireCaller(request);
  const { userId } = await params;
  const visitor = userId === caller.userId ? await getVisitor(userId) : null;
  if (!visitor) throw notFound('No visitor with this id.');
  return visitor;
});
