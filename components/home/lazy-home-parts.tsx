'use client';

import dynamic from 'next/dynamic';

/*
 * The home page's carousel for the not-found page. Next puts global-not-found's client
 * components into every page's first load; imported through these, they load only on a page that
 * renders them (docs/PERFORMANCE.md). The home page itself imports them directly.
 */
export const LazyHeroCarousel = dynamic(() => import('./hero-carousel').then((module) => module.HeroCarousel));
