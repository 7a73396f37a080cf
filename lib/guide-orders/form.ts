import type { FieldErrors } from '@/lib/validation/form-errors';
import { formatInterestList } from '@/lib/validation/interests';

// The order form's side of the guide order: what it holds, its tabs and its body. Its errors are
// in form-check.ts, apart, so the page loads the schema after its first paint.

export type GuideOrderValues = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  newsletter: boolean;
  map: boolean;
  interests: string[];
};

export const emptyGuideOrder: GuideOrderValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  newsletter: false,
  map: false,
  interests: [],
};

/** The fields each tab holds; a tab opens once every field before it is valid. */
export const GUIDE_TAB_FIELDS = {
  info: ['first_name', 'last_name', 'email', 'company'],
  address: ['address', 'address2', 'city', 'state', 'zip'],
  misc: ['interests', 'newsletter', 'map'],
} as const satisfies Record<string, readonly (keyof GuideOrderValues)[]>;

export type GuideTab = keyof typeof GUIDE_TAB_FIELDS;
export const GUIDE_TAB_ORDER: readonly GuideTab[] = ['info', 'address', 'misc'];

export type GuideOrderErrors = FieldErrors<keyof GuideOrderValues>;

/** The requestVacationGuide body for the form's values (the idempotency key goes in a header). */
export function guideOrderBody(values: GuideOrderValues) {
  const { state, newsletter, map, interests, ...typed } = values;
  const trimmed = Object.fromEntries(Object.entries(typed).map(([name, value]) => [name, value.trim()]));
  return { ...(trimmed as typeof typed), state, newsletter, map, interests: formatInterestList(interests) };
}
