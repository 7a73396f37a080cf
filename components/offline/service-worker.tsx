'use client';

import { useEffect, useState } from 'react';
import type { UpdatePrompt } from './sw-runtime';
import styles from './offline.module.css';

// Production builds only (a development worker would serve stale modules), unless a developer
// turns it on to try the offline features.
const ENABLED = process.env.NODE_ENV === 'production' || process.env.NEXT_PUBLIC_SERVICE_WORKER === '1';

/**
 * Registers the service worker once the page has loaded (it must not compete with the page's own
 * requests, and its code is fetched only then), and shows "New version available" with a Reload
 * button when a new worker waits (sw-runtime.ts).
 */
export function ServiceWorkerRegistrar() {
  const [prompt, setPrompt] = useState<UpdatePrompt | null>(null);

  useEffect(() => {
    if (!ENABLED || !('serviceWorker' in navigator)) return;
    let live = true;
    let stop: (() => void) | undefined;
    const start = () =>
      void import('./sw-runtime').then(({ startServiceWorker }) => {
        if (live) stop = startServiceWorker(setPrompt);
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      stop?.();
      window.removeEventListener('load', start);
    };
  }, []);

  if (!prompt) return null;
  return (
    <div className={styles.update} role="status" data-testid="sw-update">
      <span>{prompt.message}</span>
      <button type="button" onClick={prompt.accept}>
        {prompt.button}
      </button>
    </div>
  );
}
