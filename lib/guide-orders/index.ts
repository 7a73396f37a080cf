import { randomUUID } from 'node:crypto';
import { asc, eq, gte, sql } from 'drizzle-orm';
import { ApiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { vacationGuideOrders } from '@/lib/db/schema';
import { signupMap, upsertSubscriber } from '@/lib/newsletter';
import type { GuideOrderInput } from '@/lib/guide-orders/schema';

export type GuideOrder = typeof vacationGuideOrders.$inferSelect;

export const KEY_REUSED_MESSAGE = 'This idempotency key was already used for a different order.';

/** Whether a repeat carries the order stored under its key, so it is a retry and not a new order. */
function sameOrder(order: GuideOrder, input: GuideOrderInput): boolean {
  return (
    order.firstName === input.first_name &&
    order.lastName === input.last_name &&
    order.email === input.email &&
    order.address === input.address &&
    order.address2 === input.address2 &&
    order.city === input.city &&
    order.state === input.state &&
    order.zip === input.zip
  );
}

/**
 * Stores one order. The idempotency key makes a double submit (a second click, a retried request)
 * the same order: the second call gets the first order back and stores nothing. An order that
 * asks for the newsletter or the map signs the address up in the same transaction.
 */
export async function placeGuideOrder(
  input: GuideOrderInput,
  idempotencyKey: string = randomUUID(),
): Promise<{ order: GuideOrder; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(vacationGuideOrders)
      .values({
        idempotencyKey,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        company: input.company,
        address: input.address,
        address2: input.address2,
        city: input.city,
        state: input.state,
        zip: input.zip,
        newsletter: input.newsletter,
        map: input.map,
        interests: input.interests,
      })
      .onConflictDoNothing({ target: vacationGuideOrders.idempotencyKey })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(vacationGuideOrders)
        .where(eq(vacationGuideOrders.idempotencyKey, idempotencyKey));
      if (!sameOrder(existing!, input)) throw new ApiError(422, KEY_REUSED_MESSAGE, 'idempotencyKey');
      return { order: existing!, created: false };
    }
    if (input.newsletter) {
      const { first_name, last_name, email, state } = input;
      await upsertSubscriber(
        { first_name, last_name, email, state, interests: input.interests.length ? input.interests : null },
        'guide-order',
        tx,
      );
    }
    if (input.map) await signupMap(input.email, tx);
    return { order: inserted, created: true };
  });
}

/** Orders placed on or after a moment, oldest first: what the mail house still has to send. */
export async function listGuideOrdersSince(since: Date | null): Promise<GuideOrder[]> {
  const db = await getDb();
  const query = db.select().from(vacationGuideOrders);
  const filtered = since ? query.where(gte(vacationGuideOrders.createdAt, since)) : query;
  return filtered.orderBy(asc(vacationGuideOrders.createdAt), asc(vacationGuideOrders.id));
}

/** Whether a guide was ever ordered for this address (the session endpoint hides the promotion then). */
export async function hasGuideOrderFor(email: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: vacationGuideOrders.id })
    .from(vacationGuideOrders)
    .where(eq(sql`lower(${vacationGuideOrders.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
