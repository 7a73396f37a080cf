'use client';

import dynamic from 'next/dynamic';

/**
 * An attraction's favourite heart and add-to-trip (components/trips/location-actions.tsx), rendered
 * on the server with the page; their code, needed only by a visitor who saves or plans, is fetched
 * beside the page rather than with its first-load scripts (docs/PERFORMANCE.md).
 */
export const LazyLocationActions = dynamic(() => import('./location-actions').then((module) => module.LocationActions));
