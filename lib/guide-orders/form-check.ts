import { formErrors } from '@/lib/validation/form-errors';
import { guideOrderBody, type GuideOrderErrors, type GuideOrderValues } from './form';
import { GuideOrderSchema } from './schema';

/**
 * The order form's errors: the route handler's own schema run on the body the form would send.
 * A module of its own so the form loads it (and the schema library) after the page's first paint.
 */
export const guideOrderErrors = (values: GuideOrderValues): GuideOrderErrors =>
  formErrors(GuideOrderSchema, guideOrderBody(values));
