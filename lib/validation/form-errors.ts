import type { z } from 'zod';

/** A form's errors by field: the first message for each field, as formik's `validate` returns them. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * Runs the schema a route handler runs and returns its verdict as a form's errors, so that the form
 * in the browser and the server refuse the same input with the same message.
 */
export function formErrors<Field extends string>(schema: z.ZodType, body: unknown): FieldErrors<Field> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field as Field]) errors[field as Field] = issue.message;
  }
  return errors;
}
