import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { visitors } from '@/lib/db/schema';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/validation/patterns';

export type Visitor = { userId: string; email: string; createdAt: string };

export const VisitorInputSchema = z.object({
  userId: z.string({ error: 'is required' }).trim().min(1, 'is required').max(128, 'is too long'),
  email: z
    .string({ error: 'must be an email address' })
    .regex(EMAIL_PATTERN, 'must be an email address')
    .max(EMAIL_MAX_LENGTH, 'is too long'),
});
export type VisitorInput = z.infer<typeof VisitorInputSchema>;

type VisitorRow = typeof visitors.$inferSelect;

function reshapeVisitor(row: VisitorRow): Visitor {
  return { userId: row.userId, email: row.email, createdAt: row.createdAt.toISOString() };
}

/** The visitor record of a user of the pool, or null when none was created yet. */
export async function getVisitor(userId: string): Promise<Visitor | null> {
  const db = await getDb();
  const [row] = await db.select().from(visitors).where(eq(visitors.userId, userId)).limit(1);
  return row ? reshapeVisitor(row) : null;
}

/**
 * Returns the user's visitor record, creating it on first call (read first: every trip creation
 * calls this, and a write costs more than a read). An existing record keeps its email: the pool,
 * not this call, is the source of truth for a changed address.
 */
export async function ensureVisitor(userId: string, email: string): Promise<{ visitor: Visitor; created: boolean }> {
  const known = await getVisitor(userId);
  if (known) return { visitor: known, created: false };
  const db = await getDb();
  const inserted = await db.insert(visitors).values({ userId, email }).onConflictDoNothing().returning();
  if (inserted[0]) return { visitor: reshapeVisitor(inserted[0]), created: true };
  const existing = await getVisitor(userId);
  if (!existing) throw new Error(`Visitor ${userId} vanished between insert and read.`);
  return { visitor: existing, created: false };
}
