import { formErrors } from '@/lib/validation/form-errors';
import { FeedbackNoteSchema, missingReason } from './schema';

export type FeedbackFormValues = { note: string; issues: string[] };
export type FeedbackFormErrors = { note?: string; issues?: string };

/**
 * The feedback form's errors: createFeedback's own schema for the note and reasons, and the rule
 * the server applies once it knows the rating (a low one needs a reason).
 */
export function feedbackFormErrors(values: FeedbackFormValues, rating: number): FeedbackFormErrors {
  const found = formErrors<'Note' | 'Issues'>(FeedbackNoteSchema, { Note: values.note, Issues: values.issues });
  const issues = found.Issues ?? missingReason(rating, values.issues) ?? undefined;
  return { ...(issues ? { issues } : {}), ...(found.Note ? { note: found.Note } : {}) };
}
