'use client';

import { useEffect, useRef, useState } from 'react';
import {
  claimQueuedEdits,
  dropQueuedEdit,
  isNetworkFailure,
  queuedEdit,
  queueTripEdit,
  type QueuedEdit,
} from '@/lib/offline/edit-queue';
import { reconcileOfflineData } from '@/lib/offline/owner-in-page';

type Options<Draft> = {
  /** An edit queued earlier (perhaps before this page was reopened offline): show it in the form. */
  restore: (body: QueuedEdit['body'], draft: Draft) => void;
  /** The network is back and an edit is queued: save it the usual way, conflicts and all. */
  resend: () => void;
};

/**
 * The trip editor's offline side (docs/OFFLINE.md): a save that meets no network is queued on the device
 * and sent again when the browser is back online, by the editor itself so that a conflict with a
 * change made meanwhile shows the planner's conflict choice.
 */
export function useOfflineEdits<Draft>(tripId: number, options: Options<Draft>) {
  const latest = useRef(options);
  // Bumped to resend once the restored edit has rendered, so the editor sends what it now shows.
  const [resendAfterRestore, setResendAfterRestore] = useState(0);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (resendAfterRestore > 0 && navigator.onLine) latest.current.resend();
  }, [resendAfterRestore]);
  useEffect(() => {
    const release = claimQueuedEdits(tripId);
    let live = true;
    // An edit queued by a user whose session is no longer this browser's is dropped, never sent.
    const resendIfQueued = async () => {
      if (live && !(await reconcileOfflineData()) && (await queuedEdit(tripId))) latest.current.resend();
    };
    void reconcileOfflineData()
      .then(() => queuedEdit(tripId))
      .then((edit) => {
        if (!live || !edit) return;
        latest.current.restore(edit.body, edit.draft as Draft);
        setResendAfterRestore((n) => n + 1);
      });
    window.addEventListener('online', resendIfQueued);
    return () => {
      live = false;
      release();
      window.removeEventListener('online', resendIfQueued);
    };
  }, [tripId]);

  return {
    /** After a failed save: true when it was for want of a network, and the edit is now queued. */
    async queueIfOffline(error: unknown, body: QueuedEdit['body'], draft: Draft): Promise<boolean> {
      if (!isNetworkFailure(error)) return false;
      await queueTripEdit(tripId, body, draft);
      return true;
    },
    /** The server answered: whatever was queued is settled by this answer. */
    settled: () => void dropQueuedEdit(tripId),
  };
}
