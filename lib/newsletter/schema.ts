import { normalizeEmail } from '@/lib/mail/address';
import { z } from 'zod';
import { GUIDE_INTERESTS } from '@/lib/constants';
import { text } from '@/lib/validation/fields';
import { formErrors, type FieldErrors } from '@/lib/validation/form-errors';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from '@/lib/validation/patterns';
import { isUsStateAbbr } from '@/lib/validation/us-states';
import { FOOTER_NEWSLETTER, NEWSLETTER } from './messages';

// The newsletter's rules, run by the route handlers and, through the same schemas, by the modal
// and footer forms in the browser: one verdict and one message for a given input on both sides.

const NAME_TOO_LONG = `must be at most ${NAME_MAX_LENGTH} characters`;

/** A required email in a form's wording, lower-cased so that one person is one subscriber. */
export function email(messages: { emailRequired: string; emailInvalid: string }) {
  return text({ error: messages.emailRequired })
    .trim()
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
    .regex(EMAIL_PATTERN, messages.emailInvalid)
    .transform(normalizeEmail);
}

export const emailField = email(NEWSLETTER);

const optionalName = text()
  .trim()
  .max(NAME_MAX_LENGTH, NAME_TOO_LONG)
  .nullish()
  .transform((name) => name || null);

const requiredName = (message: string) =>
  text({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, NAME_TOO_LONG);

const interests = z
  .array(z.enum(GUIDE_INTERESTS, { error: `must be one of ${GUIDE_INTERESTS.join(', ')}` }))
  .max(GUIDE_INTERESTS.length)
  .nullish()
  .transform((list) => (list && list.length ? [...new Set(list)] : null));

/** POST addSubscriber: the footer form sends only an email; the modal adds both names. */
export const AddSubscriberSchema = z.object({
  first_name: optionalName,
  last_name: optionalName,
  email: emailField,
  interests,
});

/** The messages the modal's rules give, in any language (the route handlers use the English). */
export type NewsletterWording = Record<
  'emailRequired' | 'emailInvalid' | 'firstNameRequired' | 'lastNameRequired',
  string
>;
export const NEWSLETTER_RULE_MESSAGES = [
  'emailRequired',
  'emailInvalid',
  'firstNameRequired',
  'lastNameRequired',
] as const satisfies readonly (keyof NewsletterWording)[];

/** The footer's messages: an email's only. */
export type FooterNewsletterWording = Record<'emailRequired' | 'emailInvalid', string>;
export const FOOTER_NEWSLETTER_RULE_MESSAGES = [
  'emailRequired',
  'emailInvalid',
] as const satisfies readonly (keyof FooterNewsletterWording)[];

/** The newsletter modal's call: addSubscriber with both names required (docs/SPEC.md section 5). */
const newsletterModalSchema = (wording: NewsletterWording) =>
  AddSubscriberSchema.extend({
    email: email(wording),
    first_name: requiredName(wording.firstNameRequired),
    last_name: requiredName(wording.lastNameRequired),
  });

export const NewsletterModalSchema = newsletterModalSchema(NEWSLETTER);

/** The footer's call: addSubscriber with an email only, in the footer's own wording. */
const footerNewsletterSchema = (wording: FooterNewsletterWording) =>
  AddSubscriberSchema.extend({ email: email(wording) });

export const FooterNewsletterSchema = footerNewsletterSchema(FOOTER_NEWSLETTER);

/** POST signupNewsletter, from the guide order's success view: with the state of the order. */
export const SignupNewsletterSchema = AddSubscriberSchema.extend({
  state: text({ error: 'is required' })
    .trim()
    .toUpperCase()
    .refine(isUsStateAbbr, 'must be the abbreviation of a US state'),
});

export const SignupMapSchema = z.object({ email: emailField });

export type AddSubscriberInput = z.infer<typeof AddSubscriberSchema>;
export type SignupNewsletterInput = z.infer<typeof SignupNewsletterSchema>;

/** What the modal and footer forms hold. */
export type SubscriberValues = { email: string; first_name?: string; last_name?: string };

/** The addSubscriber body a form sends (interests are always null from these forms, docs/SPEC.md section 3). */
export function subscriberBody(values: SubscriberValues) {
  return {
    first_name: values.first_name?.trim() ?? '',
    last_name: values.last_name?.trim() ?? '',
    email: values.email.trim(),
    interests: null,
  };
}

type SubscriberCheck = (values: SubscriberValues) => FieldErrors<keyof SubscriberValues>;

/** The modal form's errors in the page's language: the modal's rules run on the body the form would send. */
export function newsletterModalCheck(wording: NewsletterWording): SubscriberCheck {
  const schema = newsletterModalSchema(wording);
  return (values) => formErrors(schema, subscriberBody(values));
}

/** The footer form's errors in the page's language, likewise. */
export function footerNewsletterCheck(wording: FooterNewsletterWording): SubscriberCheck {
  const schema = footerNewsletterSchema(wording);
  return (values) => formErrors(schema, subscriberBody(values));
}

/** The modal form's errors in English, as the route handler words them. */
export const newsletterModalErrors = newsletterModalCheck(NEWSLETTER);

/** The footer form's errors in English. */
export const footerNewsletterErrors = footerNewsletterCheck(FOOTER_NEWSLETTER);
