import { Suspense, type ReactNode } from 'react';
import { NotFoundNotice } from './not-found-notice';

/**
 * Wraps the body of a cached record page, which calls notFound() when the record is missing.
 * Next 16 answers a notFound() thrown outside every Suspense boundary with an empty error shell
 * whose notice only the scripts draw (vercel/next.js#62228), so crawlers and readers without
 * JavaScript saw a blank 404. Thrown inside this boundary, the prerender keeps the layout, still
 * answers 404, and sends the fallback (the same notice as app/not-found.tsx) as the server HTML.
 * Only for ISR pages: their prerender waits for every boundary, so a found record never shows it.
 */
export function RecordBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<NotFoundNotice />}>{children}</Suspense>;
}
