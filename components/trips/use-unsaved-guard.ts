'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * While `dirty`, asks before the page is left: the browser's own prompt for reloads, closing and
 * other sites, and a confirm() for links inside the site, which navigate without unloading.
 * Returns `allowLeave`, for a leave the user has already chosen (such as "Reload their version"):
 * it disarms the guard at once, before React could render the form clean.
 */
export function useUnsavedGuard(dirty: boolean, question: string): () => void {
  const leaving = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (leaving.current) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download') || event.defaultPrevented) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, question]);
  return useCallback(() => {
    leaving.current = true;
  }, []);
}
