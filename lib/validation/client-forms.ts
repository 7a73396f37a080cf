import * as yup from 'yup';
import { ADDRESS_MAX_LENGTH, GUIDE_INTERESTS } from '@/lib/constants';
import { FOOTER_NEWSLETTER, GUIDE, NEWSLETTER } from '@/components/forms/messages';
import { CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH, ZIP_PATTERN } from './patterns';
import { isUsStateAbbr } from './us-states';

// The browser's half of the form rules (formik + yup). The server repeats them with zod in
// lib/validation/newsletter.ts and guide-order.ts; both read the same patterns and limits.

const email = (required: string, invalid: string) =>
  yup.string().trim().required(required).max(EMAIL_MAX_LENGTH, invalid).matches(EMAIL_PATTERN, invalid);

export const newsletterModalSchema = yup.object({
  email: email(NEWSLETTER.emailRequired, NEWSLETTER.emailInvalid),
  first_name: yup.string().trim().required(NEWSLETTER.firstNameRequired).max(NAME_MAX_LENGTH),
  last_name: yup.string().trim().required(NEWSLETTER.lastNameRequired).max(NAME_MAX_LENGTH),
});

export const footerNewsletterSchema = yup.object({
  email: email(FOOTER_NEWSLETTER.emailRequired, FOOTER_NEWSLETTER.emailInvalid),
});

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

export const guideOrderSchema: yup.ObjectSchema<GuideOrderValues> = yup.object({
  first_name: yup.string().trim().required(GUIDE.firstNameRequired).max(NAME_MAX_LENGTH),
  last_name: yup.string().trim().required(GUIDE.lastNameRequired).max(NAME_MAX_LENGTH),
  email: email(GUIDE.emailRequired, GUIDE.emailInvalid),
  company: yup.string().trim().max(ADDRESS_MAX_LENGTH, GUIDE.companyTooLong).default(''),
  address: yup.string().trim().required(GUIDE.addressRequired).max(ADDRESS_MAX_LENGTH, GUIDE.addressTooLong),
  address2: yup.string().trim().max(ADDRESS_MAX_LENGTH, GUIDE.address2TooLong).default(''),
  city: yup.string().trim().required(GUIDE.cityRequired).max(CITY_MAX_LENGTH),
  state: yup
    .string()
    .required(GUIDE.stateRequired)
    .test('us-state', GUIDE.stateInvalid, (value) => !value || isUsStateAbbr(value)),
  zip: yup.string().trim().required(GUIDE.zipRequired).matches(ZIP_PATTERN, GUIDE.zipInvalid),
  newsletter: yup.boolean().required(),
  map: yup.boolean().required(),
  interests: yup.array(yup.string().oneOf(GUIDE_INTERESTS).required()).required(),
});

/** The fields each tab holds; a tab opens once every field before it is valid. */
export const GUIDE_TAB_FIELDS = {
  info: ['first_name', 'last_name', 'email', 'company'],
  address: ['address', 'address2', 'city', 'state', 'zip'],
  misc: ['interests', 'newsletter', 'map'],
} as const satisfies Record<string, readonly (keyof GuideOrderValues)[]>;

export type GuideTab = keyof typeof GUIDE_TAB_FIELDS;
export const GUIDE_TAB_ORDER: readonly GuideTab[] = ['info', 'address', 'misc'];

export type GuideOrderErrors = Partial<Record<keyof GuideOrderValues, string>>;

/** The order form's errors, computed at once (the tabs and the submit button need them on every render). */
export function guideOrderErrors(values: GuideOrderValues): GuideOrderErrors {
  try {
    guideOrderSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: GuideOrderErrors = {};
    for (const issue of error.inner) {
      const field = issue.path?.split(/[.[]/)[0] as keyof GuideOrderValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}
