import { formErrors } from '@/lib/validation/form-errors';
import { guideOrderBody, type GuideOrderErrors, type GuideOrderValues } from './form';
import { GUIDE } from './messages';
import { guideOrderSchema, type GuideWording } from './schema';

export type GuideOrderCheck = (values: GuideOrderValues) => GuideOrderErrors;

/**
 * The order form's errors in the page's language: the route handler's own rules run on the body the
 * form would send. A module of its own so the form loads it (and the schema library) after the
 * page's first paint.
 */
export function guideOrderCheck(wording: GuideWording): GuideOrderCheck {
  const schema = guideOrderSchema(wording);
  return (values) => formErrors(schema, guideOrderBody(values));
}

/** The order form's errors in English, as the route handler words them. */
export const guideOrderErrors = guideOrderCheck(GUIDE);
