import { formErrors } from '@/lib/validation/form-errors';
import { FEEDBACK } from './messages';
import { feedbackNoteSchema, missingReason, type FeedbackWording } from './schema';

export type FeedbackFormValues = { note: string; issues: string[] };
export type FeedbackFormErrors = { note?: string; issues?: string };
export type FeedbackFormCheck = (values: FeedbackFormValues, rating: number) => FeedbackFormErrors;

/**
 * The feedback form's errors in the page's language: createFeedback's own schema for the note and
 * reasons, and the rule the server applies once it knows the rating (a low one needs a reason).
 */
export function feedbackFormCheck(wording: FeedbackWording): FeedbackFormCheck {
  const schema = feedbackNoteSchema(wording);
  return (values, rating) => {
    const found = formErrors<'Note' | 'Issues'>(schema, { Note: values.note, Issues: values.issues });
    const issues = found.Issues ?? missingReason(rating, values.issues, wording) ?? undefined;
    return { ...(issues ? { issues } : {}), ...(found.Note ? { note: found.Note } : {}) };
  };
}

/** The feedback form's errors in English, as the route handler words them. */
export const feedbackFormErrors = feedbackFormCheck(FEEDBACK);
