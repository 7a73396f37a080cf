import { getDb } from '@/lib/db/client';
import { locations, visitors } from '@/lib/db/schema';

let counter = 0;

/** A visitor with a fresh id. */
export async function makeVisitor(prefix = 'user'): Promise<string> {
  counter += 1;
  const userId = `${prefix}-${Date.now()}-${counter}`;
  const db = await getDb();
  await db.insert(visitors).values({ userId, email: `${userId}@example.com` });
  return userId;
}

/** A place with a fresh slug, in Alabama unless told otherwise. */
export async function makeLocation(fields: Partial<typeof locations.$inferInsert> = {}) {
  counter += 1;
  const n = counter;
  const db = await getDb();
  const [row] = await db
    .insert(locations)
    .values({
      slug: `test-place-${Date.now()}-${n}`,
      name: `Test Place ${n}`,
      type: 'attraction',
      category: 'attraction',
      city: 'Selma',
      latitude: 32.4074,
      longitude: -87.0211,
      ...fields,
    })
    .returning();
  return row!;
}
