import { z } from 'zod';
import { FEEDBACK_ISSUES, FEEDBACK_STATUS_AT_CREATION, RATING_VALUES } from '@/lib/constants';
import { FEEDBACK } from './messages';
import { MAX_EPOCH_MS, text } from '@/lib/validation/fields';

export const NOTE_MAX_LENGTH = 5000;
export const PATH_MAX_LENGTH = 2000;

const TIMESTAMP_MESSAGE = 'must be an ISO date-time or epoch milliseconds';

/** An instant the database can store: years 1 to 9999, as PostgreSQL's timestamps allow. */
function isStorableInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
}

/** An ISO date-time string or epoch milliseconds; the browser's clock, kept as sent. */
const timestamp = z
  .union([z.iso.datetime({ offset: true }), z.number().int().positive().max(MAX_EPOCH_MS)], {
    error: TIMESTAMP_MESSAGE,
  })
  .transform((value) => new Date(value))
  .refine(isStorableInstant, TIMESTAMP_MESSAGE);

/** POST createHelpfulness (docs/SPEC.md section 3): one of the three ratings for one page. */
export const HelpfulnessSchema = z.object({
  Rating: z
    .number({ error: 'must be 3, 1.5 or 0' })
    .refine((r) => (RATING_VALUES as readonly number[]).includes(r), 'must be 3, 1.5 or 0'),
  Timestamp: timestamp,
  Path: text({ error: 'is required' })
    .min(1, 'is required')
    .max(PATH_MAX_LENGTH, `must be at most ${PATH_MAX_LENGTH} characters`)
    .refine((path) => path.startsWith('/') && !path.startsWith('//'), 'must be a path on this site, starting with /'),
  Feedback: z.array(z.unknown()).max(0, 'must be an empty list when the record is created').default([]),
});

/** The note: required, and no longer than the database column the editors read. */
const noteIn = (noteRequired: string) =>
  text({ error: noteRequired })
    .trim()
    .min(1, noteRequired)
    .max(NOTE_MAX_LENGTH, `must be at most ${NOTE_MAX_LENGTH} characters`);
const note = noteIn(FEEDBACK.noteRequired);

const issues = z
  .array(z.enum(FEEDBACK_ISSUES, { error: `must be among ${FEEDBACK_ISSUES.join(', ')}` }))
  .default([])
  .transform((list) => [...new Set(list)]);

/** POST createFeedback: the reasons and note for a helpfulness record. */
export const FeedbackSchema = z.object({
  Helpfulness: z.tuple([z.uuid({ error: 'must hold the recordId of a helpfulness record' })], {
    error: 'must be a list holding one helpfulness recordId',
  }),
  Note: note,
  Issues: issues,
  Timestamp: timestamp,
  Status: z
    .literal(FEEDBACK_STATUS_AT_CREATION, { error: `must be '${FEEDBACK_STATUS_AT_CREATION}'` })
    .default(FEEDBACK_STATUS_AT_CREATION),
});

/** The messages of the visitor's part of createFeedback, in any language (the route handler uses the English). */
export const FEEDBACK_RULE_MESSAGES = ['noteRequired', 'optionRequired'] as const;
export type FeedbackWording = Record<(typeof FEEDBACK_RULE_MESSAGES)[number], string>;

/** The part of createFeedback the visitor writes: what the feedback form checks before sending. */
export const feedbackNoteSchema = (wording: FeedbackWording) =>
  FeedbackSchema.pick({ Note: true, Issues: true }).extend({ Note: noteIn(wording.noteRequired) });

/** A rating below the top one asks for at least one reason (docs/SPEC.md section 5). */
export const needsReason = (rating: number): boolean => rating < 3;

/** The rule that joins a rating to its feedback: its message when reasons are missing, else null. */
export function missingReason(
  rating: number,
  issues: readonly string[],
  wording: Pick<FeedbackWording, 'optionRequired'> = FEEDBACK,
): string | null {
  return needsReason(rating) && issues.length === 0 ? wording.optionRequired : null;
}

export type HelpfulnessInput = z.infer<typeof HelpfulnessSchema>;
export type FeedbackInput = z.infer<typeof FeedbackSchema>;
