import type { ReactNode } from 'react';

/**
 * Holds the not-found page beside it around the catch-all below: Next catches a page's notFound()
 * at the nearest boundary above the page's own segment.
 */
export default function MissingLayout({ children }: { children: ReactNode }) {
  return children;
}
