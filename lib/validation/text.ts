// No zod here: page paths and client islands use this check too.

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string can be stored and compared: PostgreSQL text cannot hold NUL, and UTF-8 cannot
 * encode a lone UTF-16 surrogate; either makes the query fail.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
