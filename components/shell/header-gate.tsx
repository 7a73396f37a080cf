'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Pages shown without the site header (docs/SPEC.md section 2.2: the online vacation guide). */
export const HEADERLESS_PATHS = ['/online-vacation-guide'];

export function HeaderGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return HEADERLESS_PATHS.includes(pathname) ? null : <>{children}</>;
}
