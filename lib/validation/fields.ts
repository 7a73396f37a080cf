import { z } from 'zod';
import { isStorableText } from './text';

// Building blocks for every schema at the boundary. Each refuses, with a 400 naming the field,
// a value the database would refuse with an error (a 500): PostgreSQL text cannot hold NUL, UTF-8
// cannot encode a lone UTF-16 surrogate, an integer column stops at 2^31-1, a date at 4713 BC and
// JavaScript's Date at ±8.64e15 ms.

export const TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';
export const ID_MESSAGE = 'must be a positive whole number';
export const ID_TOO_LARGE = 'is too large';
export const DATE_MESSAGE = 'must be a date (YYYY-MM-DD)';
export const REAL_DATE_MESSAGE = 'is not a real date';

/** PostgreSQL's `integer`: every id column. */
export const MAX_DB_ID = 2_147_483_647;
/** Dates are years 1 to 9999: year 0 does not exist, and five-digit years are not ISO dates. */
const MIN_YEAR = 1;

/** A string that refuses NUL and lone surrogates first, so later checks never see one. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { message: TEXT_MESSAGE, abort: true });
}

/** An id in the body (a JSON number): a positive integer a PostgreSQL `integer` holds. */
export function dbId(message = ID_MESSAGE) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_DB_ID, ID_TOO_LARGE);
}

/** An id in a path or query string: digits only, and no larger than a PostgreSQL `integer`. */
export function dbIdParam(message = ID_MESSAGE) {
  return text({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .refine((value) => value.replace(/^0+/, '').length <= 10 && Number(value) <= MAX_DB_ID, ID_TOO_LARGE)
    .transform(Number)
    .pipe(z.number().int().positive(message));
}

/** Whether YYYY-MM-DD names a day that exists, in years 1 to 9999. */
export function isRealDate(value: string): boolean {
  if (Number(value.slice(0, 4)) < MIN_YEAR) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A calendar date as YYYY-MM-DD. */
export function isoDate(message = DATE_MESSAGE) {
  return text({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, REAL_DATE_MESSAGE);
}

/** The last instant JavaScript's Date can hold; one millisecond more is an Invalid Date. */
export const MAX_EPOCH_MS = 8_640_000_000_000_000;
