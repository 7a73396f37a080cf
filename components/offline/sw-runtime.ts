import { SKIP_WAITING } from '@/lib/offline/caches';
import { replayQueuedEdits } from '@/lib/offline/edit-queue';
import { OFFLINE_TEXT } from '@/lib/offline/messages';
import { checkOwnerCookie } from '@/lib/offline/owner-in-page';

/** What the registrar shows when a new worker waits: the words and the button's action. */
export type UpdatePrompt = { message: string; button: string; accept: () => void };

/**
 * Loaded after the page's load event (so none of it is in any page's first-load JavaScript):
 * registers the worker, offers an update when a new one waits, and sends queued trip edits when
 * the network returns. Returns the clean-up.
 */
export function startServiceWorker(offer: (prompt: UpdatePrompt) => void): () => void {
  const container = navigator.serviceWorker;
  // The first worker takes over quietly; a later one only when the visitor chose "Reload".
  let reloadAsked = false;
  const onControllerChange = () => {
    if (reloadAsked) window.location.reload();
  };
  const offerUpdate = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    offer({
      message: OFFLINE_TEXT.newVersion,
      button: OFFLINE_TEXT.reload,
      accept: () => {
        reloadAsked = true;
        worker.postMessage(SKIP_WAITING);
      },
    });
  };
  const sync = () => void replayQueuedEdits();

  container.addEventListener('controllerchange', onControllerChange);
  window.addEventListener('online', sync);
  void container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const incoming = registration.installing;
        incoming?.addEventListener('statechange', () => {
          if (incoming.state === 'installed') offerUpdate(incoming);
        });
      });
    })
    .catch(() => undefined);
  // Saved trips and queued edits stay only while their user's session is this browser's.
  if (navigator.onLine) sync();
  else void checkOwnerCookie();
  return () => {
    container.removeEventListener('controllerchange', onControllerChange);
    window.removeEventListener('online', sync);
  };
}
