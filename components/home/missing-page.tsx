import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { NotFoundHome } from './not-found-home';

/** Throws notFound() inside the boundary below: the page answers 404 and keeps its fallback as its HTML. */
function Missing(): never {
  notFound();
}

/**
 * A path that matches no page, in the page's language: the home content under a not-found notice,
 * status 404. Next 16 answers a notFound() thrown outside every Suspense boundary with an empty
 * error shell that only scripts fill (see components/content/record-boundary.tsx), so it is thrown
 * inside one whose fallback is the page.
 */
export function MissingPage() {
  return (
    <Suspense fallback={<NotFoundHome />}>
      <Missing />
    </Suspense>
  );
}
