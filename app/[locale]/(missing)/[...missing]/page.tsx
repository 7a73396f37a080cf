import { notFound } from 'next/navigation';

/**
 * A path in a language that matches no page: the not-found page of (missing), in the page's
 * language, status 404. Kept apart from app/[locale]/not-found.tsx because Next renders that one
 * into every page's payload, and this one carries the home content.
 */
export default function MissingPage(): never {
  notFound();
}
