'use client';

import { useEffect, useState } from 'react';
import { SKIP_WAITING } from '@/lib/offline/caches';
import { replayQueuedEdits } from '@/lib/offline/edit-queue';
import { OFFLINE_TEXT as T } from '@/lib/offline/messages';
import styles from './offline.module.css';

// Production builds only (a development worker would serve stale modules), unless a developer
// turns it on to try the offline features.
const ENABLED = process.env.NODE_ENV === 'production' || process.env.NEXT_PUBLIC_SERVICE_WORKER === '1';
let reloadAsked = false;

/**
 * Registers the service worker once the page has loaded (it must not compete with the page's own
 * requests), offers "New version available" when a new worker waits, and sends trip edits queued
 * offline when the network returns.
 */
export function ServiceWorker() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!ENABLED || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    // The first worker takes over quietly; a later one only when the visitor chose "Reload".
    const onControllerChange = () => {
      if (reloadAsked) window.location.reload();
    };
    const register = async () => {
      const registration = await container.register('/sw.js', { scope: '/' });
      const offer = (worker: ServiceWorker | null) => {
        if (worker && container.controller) setWaiting(worker);
      };
      offer(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const incoming = registration.installing;
        incoming?.addEventListener('statechange', () => {
          if (incoming.state === 'installed') offer(incoming);
        });
      });
    };
    const start = () => void register().catch(() => undefined);
    const sync = () => void replayQueuedEdits();
    container.addEventListener('controllerchange', onControllerChange);
    window.addEventListener('online', sync);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    if (navigator.onLine) sync();
    return () => {
      container.removeEventListener('controllerchange', onControllerChange);
      window.removeEventListener('online', sync);
      window.removeEventListener('load', start);
    };
  }, []);

  if (!waiting) return null;
  return (
    <div className={styles.update} role="status" data-testid="sw-update">
      <span>{T.newVersion}</span>
      <button
        type="button"
        onClick={() => {
          reloadAsked = true;
          waiting.postMessage(SKIP_WAITING);
        }}
      >
        {T.reload}
      </button>
    </div>
  );
}
