import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { withOutageDigest } from '@/lib/db/errors';
import { NotFoundNotice } from './not-found-notice';

// The digest that notFound() gives the error it throws, taken from notFound() itself: Next exports
// no test for it, and forbidden() and unauthorized() throw errors of the same kind with other digests.
const digestOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
const NOT_FOUND_DIGEST: unknown = (() => {
  try {
    notFound();
  } catch (error) {
    return digestOf(error);
  }
})();

/** Whether `error` is the one notFound() throws. */
function isNotFound(error: unknown): boolean {
  const digest = digestOf(error);
  return digest !== undefined && digest === NOT_FOUND_DIGEST;
}

/** Throws notFound() inside the boundary below: the prerender answers 404 and keeps the notice as its HTML. */
function MissingRecord(): never {
  notFound();
}

/**
 * Renders the body of a cached record page, which calls notFound() when the record is missing.
 *
 * Next 16 answers a notFound() thrown outside every Suspense boundary with an empty error shell
 * whose notice only the scripts draw (vercel/next.js#62228), so crawlers and readers without
 * JavaScript saw a blank 404. A missing record therefore throws again inside a Suspense boundary
 * whose fallback is the notice: the page still answers 404, and its server HTML is the notice.
 *
 * A found record is rendered with no boundary around it. React outlines a completed boundary of
 * more than 12.8 KB (the fallback in place, the content in a hidden div that a script swaps in),
 * so a boundary around every record showed "Page not found" above the record's own h1, and
 * without JavaScript showed only that.
 */
export async function renderRecord(body: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await body();
  } catch (error) {
    // A database that is away fails with the site's own error, whose digest the error page reads
    // as "temporarily unavailable" (the ORM's wrapper has none, and Next passes only the digest).
    const outage = withOutageDigest(error);
    if (outage !== error) throw outage;
    // Only a missing record becomes the notice; anything else (a 403, a failure) goes on as it was.
    if (!isNotFound(error)) throw error;
    return (
      <Suspense fallback={<NotFoundNotice />}>
        <MissingRecord />
      </Suspense>
    );
  }
}
