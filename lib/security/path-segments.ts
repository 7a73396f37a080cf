import { isStorableText } from '@/lib/validation/text';

/**
 * A path segment as text, or null when it is not valid percent-encoding (`%`, `%ZZ`, a cut
 * sequence such as `%E0%A4%A`, an encoded surrogate such as `%ED%A0%80`) or decodes to what no
 * record can hold (NUL, a lone surrogate). Next's router throws on the first kind and answers a
 * plain 500; PostgreSQL refuses to compare the second.
 */
export function safeSegment(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The index (among the `/`-separated segments, the leading empty one being 0) of the first unsafe segment, or -1. */
export function firstUnsafeSegment(pathname: string): number {
  return pathname.split('/').findIndex((segment) => safeSegment(segment) === null);
}
