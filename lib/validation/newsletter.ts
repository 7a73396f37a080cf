import { z } from 'zod';
import { GUIDE_INTERESTS } from '@/lib/constants';
import { NEWSLETTER } from '@/components/forms/messages';
import { normalizeEmail } from '@/lib/mail/address';
import { text } from './fields';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from './patterns';
import { isUsStateAbbr } from './us-states';

/** A required email, lower-cased so that one person is one subscriber. */
export const emailField = text({ error: NEWSLETTER.emailRequired })
  .trim()
  .min(1, NEWSLETTER.emailRequired)
  .max(EMAIL_MAX_LENGTH, NEWSLETTER.emailInvalid)
  .regex(EMAIL_PATTERN, NEWSLETTER.emailInvalid)
  .transform(normalizeEmail);

const optionalName = text()
  .trim()
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .nullish()
  .transform((name) => name || null);

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
