import { CACHE } from './caches';
import { checkOwnerCookie, reconcileOfflineData, recordOwnerFromCookie } from './owner-in-page';

/**
 * Trip edits made with no signal wait here (in Cache Storage, which the sign-out clears) until the
 * network returns. One per trip: a later offline save of the same trip replaces the earlier one,
 * and all of them name the version the edit was based on, so the planner's conflict check (a 409
 * with the trip as it now is) still applies when they are sent.
 */
export type QueuedEdit = {
  tripId: number;
  body: Record<string, unknown> & { version: number };
  queuedAt: string;
  draft?: unknown;
};

const keyOf = (tripId: number) => `/__offline/edits/${tripId}`;

/** Whether a failed fetch means "no network" (a TypeError), not an answer from the server. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/** draft: what the editor needs to show the edit again (its stops with their names), if reopened. */
export async function queueTripEdit(tripId: number, body: QueuedEdit['body'], draft?: unknown): Promise<void> {
  const entry: QueuedEdit = { tripId, body, queuedAt: new Date().toISOString(), draft };
  await recordOwnerFromCookie();
  await (
    await caches.open(CACHE.edits)
  ).put(keyOf(tripId), new Response(JSON.stringify(entry), { headers: { 'content-type': 'application/json' } }));
}

export async function queuedEdit(tripId: number): Promise<QueuedEdit | null> {
  if (typeof window === 'undefined' || !('caches' in window)) return null;
  if (await checkOwnerCookie()) return null;
  const hit = await (await caches.open(CACHE.edits)).match(keyOf(tripId));
  return hit ? ((await hit.json()) as QueuedEdit) : null;
}

export async function dropQueuedEdit(tripId: number): Promise<void> {
  await (await caches.open(CACHE.edits)).delete(keyOf(tripId));
}

/** Sends a queued edit; the answer (saved, 409 conflict, or an error) is the caller's to show. */
export async function sendTripEdit(edit: Pick<QueuedEdit, 'tripId' | 'body'>): Promise<Response> {
  return fetch(`/api/trips/${edit.tripId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(edit.body),
  });
}

// Trips whose editor is open send their own queued edit, so that a conflict shows in that editor.
const claimed = new Set<number>();
export function claimQueuedEdits(tripId: number): () => void {
  claimed.add(tripId);
  return () => claimed.delete(tripId);
}

/**
 * Sends every queued edit no open editor has claimed. A saved one, or one the server refused for
 * good (not a conflict), leaves the queue; a conflict stays until the trip's editor resolves it.
 */
export async function replayQueuedEdits(): Promise<void> {
  // Another user's edits are never sent with this session.
  if (!('caches' in window) || (await reconcileOfflineData()) || !(await caches.has(CACHE.edits))) return;
  const cache = await caches.open(CACHE.edits);
  for (const key of await cache.keys()) {
    const edit = (await (await cache.match(key))?.json()) as QueuedEdit | undefined;
    if (!edit || claimed.has(edit.tripId)) continue;
    try {
      const response = await sendTripEdit(edit);
      if (response.status !== 409) await cache.delete(key);
    } catch {
      return; // still offline
    }
  }
}
