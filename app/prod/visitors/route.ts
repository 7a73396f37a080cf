import { ApiError } from '@/lib/api/errors';
import { parseBody, route } from '@/lib/api/handler';
import { requireCaller } from '@/lib/auth/bearer';
import { ensureVisitor, VisitorInputSchema } from '@/lib/visitors/database';

/**
 * POST /prod/visitors/ — creates the caller's visitor record (201), or returns it when it exists (200).
 * The body's email is checked but not stored: the verified token's email is, so no caller can
 * record an address they have not confirmed with the pool.
 */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const input = await parseBody(request, VisitorInputSchema);
  if (input.userId !== caller.userId) throw new ApiError(403, 'userId: must be the signed-in user', 'userId');
  const { visitor, created } = await ensureVisitor(caller.userId, caller.email);
  return Response.json(visitor, { status: created ? 201 : 200 });
});
