'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { POST_NAVIGATION_SCROLL_DELAY_MS, POST_NAVIGATION_SCROLL_OFFSET_PX } from '@/lib/constants';

/** Where to scroll once a page has settled: the hash target less the header offset, else the top. */
export function scrollTargetTop(hash: string, doc: Document, scrollY: number): number {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const target = id ? doc.getElementById(id) : null;
  if (!target) return 0;
  return Math.max(0, target.getBoundingClientRect().top + scrollY - POST_NAVIGATION_SCROLL_OFFSET_PX);
}

/** After each navigation, wait 700 ms, then scroll to the hash target (200 px offset) or the top (docs/SPEC.md section 2.3). */
export function ScrollAfterNavigation() {
  const pathname = usePathname();
  const firstLoad = useRef(true);

  useEffect(() => {
    const initial = firstLoad.current;
    firstLoad.current = false;
    // On the first load the browser keeps the visitor's place; only a hash target moves it.
    if (initial && !window.location.hash) return;
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({
        top: scrollTargetTop(window.location.hash, document, window.scrollY),
        behavior: reduce ? 'auto' : 'smooth',
      });
    }, POST_NAVIGATION_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
