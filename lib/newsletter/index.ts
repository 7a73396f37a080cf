import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { mapSignups, newsletterSubscribers } from '@/lib/db/schema';
import type { AddSubscriberInput, SignupNewsletterInput } from '@/lib/newsletter/schema';

/** Where a subscriber came from: the footer or modal form (addSubscriber), or a guide order. */
export type SubscriberSource = 'newsletter-form' | 'guide-order';

type Executor = Pick<Db, 'insert'>;

/**
 * Adds a subscriber, or updates the one with the same (lower-cased) email: signing up twice is one
 * subscriber. A later sign-up without names or state keeps the ones given before.
 */
export async function upsertSubscriber(
  input: AddSubscriberInput & { state?: string | null },
  source: SubscriberSource,
  executor?: Executor,
): Promise<{ id: number; email: string }> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      interests: input.interests,
      state: input.state ?? null,
      source,
    })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        firstName: sql`coalesce(excluded.first_name, ${newsletterSubscribers.firstName})`,
        lastName: sql`coalesce(excluded.last_name, ${newsletterSubscribers.lastName})`,
        interests: sql`coalesce(excluded.interests, ${newsletterSubscribers.interests})`,
        state: sql`coalesce(excluded.state, ${newsletterSubscribers.state})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
  return row!;
}

export function addSubscriber(input: AddSubscriberInput, source: SubscriberSource = 'newsletter-form') {
  return upsertSubscriber(input, source);
}

export function signupNewsletter(input: SignupNewsletterInput) {
  return upsertSubscriber(input, 'guide-order');
}

/** Signs an email up for the printed state map; a second sign-up is the same one. */
export async function signupMap(email: string, executor?: Executor): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insert(mapSignups).values({ email }).onConflictDoNothing({ target: mapSignups.email });
}
