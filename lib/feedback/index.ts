import { eq } from 'drizzle-orm';
import { ApiError, badRequest, notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { feedback, helpfulness } from '@/lib/db/schema';
import { missingReason, type FeedbackInput, type HelpfulnessInput } from './schema';

/** Stores one page rating and returns its recordId, which the feedback that follows refers to. */
export async function createHelpfulness(input: HelpfulnessInput): Promise<{ recordId: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(helpfulness)
    .values({ rating: input.Rating, timestamp: input.Timestamp, path: input.Path })
    .returning({ id: helpfulness.id });
  return { recordId: row!.id };
}

export const HELPFULNESS_NOT_FOUND = 'No helpfulness record has this recordId.';
export const FEEDBACK_ALREADY_SENT = 'Feedback for this rating was already sent.';

/**
 * Stores the reasons and note for a rating. The rating must exist, get one feedback only, and a
 * rating below 3 needs at least one reason (docs/SPEC.md section 5).
 */
export async function createFeedback(input: FeedbackInput): Promise<{ recordId: number }> {
  const db = await getDb();
  const [helpfulnessId] = input.Helpfulness;
  return db.transaction(async (tx) => {
    const [rated] = await tx
      .select({ rating: helpfulness.rating })
      .from(helpfulness)
      .where(eq(helpfulness.id, helpfulnessId))
      .for('update');
    if (!rated) throw notFound(HELPFULNESS_NOT_FOUND);
    const reasonMissing = missingReason(rated.rating, input.Issues);
    if (reasonMissing) throw badRequest(`Issues: ${reasonMissing}`, 'Issues');
    const [previous] = await tx
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.helpfulnessId, helpfulnessId))
      .limit(1);
    if (previous) throw new ApiError(409, FEEDBACK_ALREADY_SENT);
    const [row] = await tx
      .insert(feedback)
      .values({
        helpfulnessId,
        note: input.Note,
        issues: input.Issues,
        timestamp: input.Timestamp,
        status: input.Status,
      })
      .returning({ id: feedback.id });
    return { recordId: row!.id };
  });
}
