import { badRequest } from '@/lib/api/errors';
import { parseBody, route } from '@/lib/api/handler';
import { placeGuideOrder } from '@/lib/guide-orders';
import { enforceRateLimit } from '@/lib/rate-limit';
import { GuideOrderSchema, IdempotencyKeySchema } from '@/lib/guide-orders/schema';

/**
 * Orders the printed guide. The client sends a key per form (header `Idempotency-Key` or field
 * `idempotencyKey`): a repeat with the same key answers 200 with the first order and stores nothing.
 */
export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter/requestVacationGuide');
  const input = await parseBody(request, GuideOrderSchema);
  const rawKey = request.headers.get('idempotency-key') ?? input.idempotencyKey;
  let key: string | undefined;
  if (rawKey !== undefined) {
    const parsed = IdempotencyKeySchema.safeParse(rawKey);
    if (!parsed.success)
      throw badRequest(`idempotencyKey: ${parsed.error.issues[0]?.message ?? 'is invalid'}`, 'idempotencyKey');
    key = parsed.data;
  }
  const { order, created } = await placeGuideOrder(input, key);
  return Response.json({ orderId: order.id, created }, { status: created ? 201 : 200 });
});
