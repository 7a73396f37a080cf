import type { GUIDE } from './messages';

// The keys of the order's rule messages, apart from schema.ts: the form reads them in the page's
// language at first render, and importing the schema for them would put zod in the page's first load.

/** The messages the order's rules give, in any language (the route handler uses the English). */
export const GUIDE_RULE_MESSAGES = [
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'emailInvalid',
  'companyTooLong',
  'addressRequired',
  'addressTooLong',
  'address2TooLong',
  'cityRequired',
  'stateRequired',
  'stateInvalid',
  'zipRequired',
  'zipInvalid',
] as const satisfies readonly (keyof typeof GUIDE)[];
export type GuideWording = Record<(typeof GUIDE_RULE_MESSAGES)[number], string>;
