import { badRequest } from '@/lib/api/errors';
import { parseBody, route } from '@/lib/api/handler';
import { placeGuideOrder } from '@/lib/guide-orders';
import { enforceRateLimit } from '@/lib/rate-limit';
import { requestedLocale } from '@/lib/forms/site-locale';
import { IdempotencyKeySchema } from '@/lib/guide-orders/schema';
import { guideOrderSchemaIn } from '@/lib/guide-orders/schema-in';

/**
 * Orders the printed guide. The client sends a key per form (header `Idempotency-Key` or field
 * `idempotencyKey`): a repeat with the same key answers 200 with the first order and stores nothing.
 * A field's message is in the language the request asks for (header `x-site-locale`), English by default.
 */
export const POST = route(async (request) => {
  await enforceRateLimit(request, 'newsletter/requestVacationGuide');
  const input = await parseBody(request, guideOrderSchemaIn(requestedLocale(request)));
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
