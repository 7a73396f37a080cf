import { FEEDBACK_STATUS_AT_CREATION } from '@/lib/constants';
import { ENDPOINTS, postJson } from '@/components/forms/post-json';

// Feedback calls carry no credentials (docs/SPEC.md section 6).
const NO_CREDENTIALS = { credentials: 'omit' } as const;

/** Creates the helpfulness record for a rating of the current page; its recordId, or null on failure. */
export async function sendRating(rating: number, path: string): Promise<string | null> {
  const result = await postJson(
    ENDPOINTS.createHelpfulness,
    { Rating: rating, Timestamp: new Date().toISOString(), Path: path, Feedback: [] },
    NO_CREDENTIALS,
  );
  const recordId = (result.data as { recordId?: unknown } | null)?.recordId;
  if (result.ok && typeof recordId === 'string') return recordId;
  console.error('Rating the page failed', result.status, result.data);
  return null;
}

/** Sends the note and reasons for a rating; whether it was stored. */
export async function sendFeedback(recordId: string | null, note: string, issues: string[]): Promise<boolean> {
  const result = await postJson(
    ENDPOINTS.createFeedback,
    {
      Helpfulness: recordId ? [recordId] : [],
      Note: note,
      Issues: issues,
      Timestamp: new Date().toISOString(),
      Status: FEEDBACK_STATUS_AT_CREATION,
    },
    NO_CREDENTIALS,
  );
  if (!result.ok) console.error('Sending feedback failed', result.status, result.data);
  return result.ok;
}
