'use client';

import dynamic from 'next/dynamic';

/** The gallery embed's client part, loaded only on a page that renders it (see components/home/lazy-home-parts.tsx). */
export const LazyGalleryLoader = dynamic(() => import('./gallery-loader').then((module) => module.GalleryLoader));
