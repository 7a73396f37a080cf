'use client';

import type { CSSProperties, ReactNode } from 'react';
import { Toaster } from 'sonner';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_WIDTH } from '@/lib/constants';

/** Client-side providers for the whole site. Notifications: 5000 ms, 500 px wide, top left (SPEC section 9). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster position="top-left" duration={NOTIFICATION_DURATION_MS} style={{ '--width': `${NOTIFICATION_WIDTH}px` } as CSSProperties} closeButton />
    </>
  );
}
