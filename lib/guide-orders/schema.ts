import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from '@/lib/constants';
import { GUIDE } from './messages';
import type { GuideWording } from './rule-messages';
import { text } from '@/lib/validation/fields';
import { isGuideInterest, parseInterestList, type GuideInterest } from '@/lib/validation/interests';
import {
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  ZIP_PATTERN,
} from '@/lib/validation/patterns';
import { isUsStateAbbr } from '@/lib/validation/us-states';
import { normalizeEmail } from '@/lib/mail/address';

const required = (message: string, max: number, tooLong = `must be at most ${max} characters`) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong);

const optional = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const interestList = text({ error: 'must be a brace-wrapped comma list such as {Arts,Beaches}' })
  .optional()
  .transform((text, ctx): GuideInterest[] => {
    const values = parseInterestList(text ?? '{}');
    if (values === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a brace-wrapped comma list such as {Arts,Beaches}' });
      return z.NEVER;
    }
    const unknown = values.filter((value) => !isGuideInterest(value));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `has unknown values: ${unknown.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(values)] as GuideInterest[];
  });

export { GUIDE_RULE_MESSAGES, type GuideWording } from './rule-messages';

/** The order's rules with their messages in a language. */
export const guideOrderSchema = (messages: GuideWording) =>
  z.object({
    first_name: required(messages.firstNameRequired, NAME_MAX_LENGTH),
    last_name: required(messages.lastNameRequired, NAME_MAX_LENGTH),
    email: text({ error: messages.emailRequired })
      .trim()
      .min(1, messages.emailRequired)
      .max(EMAIL_MAX_LENGTH, messages.emailInvalid)
      .regex(EMAIL_PATTERN, messages.emailInvalid)
      .transform(normalizeEmail),
    company: optional(ADDRESS_MAX_LENGTH, messages.companyTooLong),
    address: required(messages.addressRequired, ADDRESS_MAX_LENGTH, messages.addressTooLong),
    address2: optional(ADDRESS_MAX_LENGTH, messages.address2TooLong),
    city: required(messages.cityRequired, CITY_MAX_LENGTH),
    state: text({ error: messages.stateRequired })
      .trim()
      .min(1, messages.stateRequired)
      .refine(isUsStateAbbr, messages.stateInvalid),
    zip: text({ error: messages.zipRequired })
      .trim()
      .min(1, messages.zipRequired)
      .regex(ZIP_PATTERN, messages.zipInvalid),
    newsletter: z.boolean({ error: 'must be true or false' }).default(false),
    map: z.boolean({ error: 'must be true or false' }).default(false),
    interests: interestList,
    idempotencyKey: text().optional(),
  });

/** POST requestVacationGuide: the same rules as the order form, and mail only inside the US. */
export const GuideOrderSchema = guideOrderSchema(GUIDE);

/** A client's key for one order: a UUID or a similar opaque token. */
export const IdempotencyKeySchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8 to 100 letters, digits, hyphens or underscores');

export type GuideOrderInput = z.infer<typeof GuideOrderSchema>;
