'use client';

import dynamic from 'next/dynamic';

/**
 * A road trip's save and export actions (components/road-trips/road-trip-actions.tsx), rendered on
 * the server with the page; their code is fetched beside the page rather than with its first-load
 * scripts, and the exports themselves load on use (docs/PERFORMANCE.md).
 */
export const LazyRoadTripActions = dynamic(() =>
  import('./road-trip-actions').then((module) => module.RoadTripActions),
);
