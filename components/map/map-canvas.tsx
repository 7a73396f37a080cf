'use client';

import { useMapSettings } from '@/components/map/map-settings';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import type { MapBackendProps } from './types';
import styles from './map.module.css';

// Each backend is its own chunk, loaded in the browser only, so the route's first load stays small.
const GoogleMap = dynamic(() => import('./google-map'), { ssr: false });
const OfflineMap = dynamic(() => import('./offline-map'), { ssr: false });

// How long the map waits for an idle moment before it loads anyway.
const IDLE_TIMEOUT_MS = 2000;

/**
 * One map component with two backends: Google when a key is set, the offline county map otherwise.
 * The server-drawn stand-in shows first; the live map's code loads once the page has settled (the
 * first idle moment) or as soon as someone reaches for the map, whichever comes first, so that
 * hydrating the page and starting the map never hold up the phone in one long task.
 */
export function MapCanvas({ standIn, ...props }: MapBackendProps & { standIn: ReactNode }) {
  const { googleMapsApiKey } = useMapSettings();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (live) return;
    const start = () => setLive(true);
    const idle = window.requestIdleCallback?.(start, { timeout: IDLE_TIMEOUT_MS });
    const fallback = idle === undefined ? window.setTimeout(start, 0) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(fallback);
    };
  }, [live]);

  const reach = live ? undefined : () => setLive(true);
  return (
    <div className={styles.stage} onPointerOver={reach} onPointerDown={reach} onTouchStart={reach} onWheel={reach}>
      {standIn}
      {live ? googleMapsApiKey ? <GoogleMap {...props} /> : <OfflineMap {...props} /> : null}
    </div>
  );
}
