import { firstUnsafeSegment } from '@/lib/security/path-segments';
import { TEXT_MESSAGE } from '@/lib/validation/fields';
import { badRequest, toErrorResponse } from './errors';
import { isApiPath, parameterAt } from './route-params';

/** Where a page path that no record can match is rewritten: the site's not-found page, 404 (app/[locale]/(missing)). */
export const NOT_FOUND_PATH = '/page-not-found';

export type UnsafePathAnswer = { kind: 'api'; response: Response } | { kind: 'page'; rewrite: string };

/**
 * What a request with an unsafe path segment (lib/security/path-segments.ts) gets, before Next's
 * router tries to decode it: at an API, a 400 naming the route parameter; for a page, the
 * site's not-found page. Undefined when every segment is safe.
 */
export function unsafePathAnswer(pathname: string): UnsafePathAnswer | undefined {
  const index = firstUnsafeSegment(pathname);
  if (index === -1) return undefined;
  if (!isApiPath(pathname)) return { kind: 'page', rewrite: NOT_FOUND_PATH };
  const field = parameterAt(pathname, index);
  return { kind: 'api', response: toErrorResponse(badRequest(`${field}: ${TEXT_MESSAGE}`, field)) };
}
