'use client';

import dynamic from 'next/dynamic';
import type { MapBackendProps } from './types';
import styles from './map.module.css';

const loading = () => <div className={styles.canvas} aria-hidden="true" />;

// Each backend is its own chunk, loaded in the browser only, so the route's first load stays small.
const GoogleMap = dynamic(() => import('./google-map'), { ssr: false, loading });
const OfflineMap = dynamic(() => import('./offline-map'), { ssr: false, loading });

/** One map component with two backends: Google when a key is set, the offline county map otherwise. */
export function MapCanvas(props: MapBackendProps) {
  return process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ? <GoogleMap {...props} /> : <OfflineMap {...props} />;
}
