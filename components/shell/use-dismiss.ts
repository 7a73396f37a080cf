'use client';

import { useEffect, type RefObject } from 'react';

/** Calls onDismiss on Escape anywhere, or on a pointer press outside the container, while active. */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
) {
  useEffect(() => {
    if (!active) return;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onDismiss('escape');
    }
    function onPointer(event: PointerEvent) {
      if (container.current && !container.current.contains(event.target as Node)) onDismiss('outside');
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [container, active, onDismiss]);
}
