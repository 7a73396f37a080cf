import { z } from 'zod';
import { params } from '@/lib/api/handler';
import { dbIdParam, MAX_DB_ID, text } from '@/lib/validation/fields';

// Query-string building blocks shared by the Main API's list endpoints.

/** A comma-separated list, each item checked by `item`; "a,,b" and spaces are tolerated. */
export function commaList<T extends z.ZodType<unknown, string>>(item: T, max: number) {
  return text({ error: 'is required' })
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must not be empty').max(max, `must list at most ${max} values`));
}

/** A decimal number inside [min, max], given as text. */
export function numberParam(min: number, max: number) {
  return (
    text()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, 'must be a number')
      .transform(Number)
      // One message for every refusal, Infinity (309 digits or more) included: a check without its
      // own message takes the schema's.
      .pipe(
        z
          .number({ error: `must be between ${min} and ${max}` })
          .min(min)
          .max(max),
      )
  );
}

export const positiveId = dbIdParam();

/** A numeric id or a slug, as the detail endpoints accept either. */
export const idOrSlug = text({ error: 'is required' })
  .trim()
  .min(1) // blank: 'is required', the schema's message
  .transform((value): { id: number } | { slug: string } =>
    /^\d+$/.test(value) ? { id: Number(value) } : { slug: value },
  )
  .refine(
    (value) => ('id' in value ? value.id > 0 && value.id <= MAX_DB_ID : params.slug.safeParse(value.slug).success),
    'must be a numeric id or a slug',
  );

/** Drops parameters sent empty (`?area=&type=`), which clients use to mean "any". */
export function withoutEmpty(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''));
}

/** Drops parameters sent empty or as "all" (docs/SPEC.md section 7, search_trips and searchEvents). */
export function withoutEmptyOrAll(query: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(withoutEmpty(query as Record<string, string>)).filter(
      ([, value]) => value.trim().toLowerCase() !== 'all',
    ),
  );
}
