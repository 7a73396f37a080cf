'use client';

import Script from 'next/script';
import { useEffect } from 'react';
import { GALLERY_QUEUE_POLL_MS, SCRIPT_CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';

/** What the gallery script exposes once it has loaded: a queue that takes galleries to render. */
export type GalleryQueue = { push: (entry: { id: string; theme: string }) => unknown };
type GalleryWindow = Window & { galleryQueue?: GalleryQueue };

/**
 * Hands one gallery to the external gallery script. The script loads on its own schedule, so its
 * queue is polled every 300 ms (docs/SPEC.md section 2.5) until it appears, giving up after the chunk timeout.
 */
export function useGalleryQueue(id: string, theme: string) {
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const queue = (window as GalleryWindow).galleryQueue;
      if (queue) {
        queue.push({ id, theme });
        window.clearInterval(timer);
      } else if (Date.now() - started > SCRIPT_CHUNK_LOAD_TIMEOUT_MS) {
        console.error(`The photo gallery script did not load; gallery ${id} is not shown.`);
        window.clearInterval(timer);
      }
    }, GALLERY_QUEUE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [id, theme]);
}

export function GalleryLoader({ id, theme, scriptUrl, nonce }: { id: string; theme: string; scriptUrl: string; nonce?: string }) {
  useGalleryQueue(id, theme);
  return (
    <>
      <div id={`cr-init__${id}`} data-gallery-id={id} data-theme={theme} />
      <Script src={scriptUrl} strategy="lazyOnload" nonce={nonce} id={`gallery-script-${id}`} />
    </>
  );
}
