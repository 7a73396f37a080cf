import type { FormikErrors, FormikTouched } from 'formik';

type FormState<Values> = { touched: FormikTouched<Values>; errors: FormikErrors<Values>; submitCount: number };

/** A field's error once the visitor has left the field or tried to submit; none while they first type. */
export function shownError<Values>(form: FormState<Values>, name: keyof Values & string): string | undefined {
  const error = form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  return typeof error === 'string' ? error : undefined;
}
