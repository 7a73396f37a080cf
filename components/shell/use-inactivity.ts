'use client';

import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/** Calls onIdle once the user has done nothing for `ms`; any activity restarts the count. */
export function useInactivity(ms: number, enabled: boolean, onIdle: () => void, resetKey?: unknown) {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => callback.current(), ms);
    function restart() {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => callback.current(), ms);
    }
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [ms, enabled, resetKey]);
}
