import { wordingOf } from '@/lib/forms/wording';
import { translator } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { GUIDE_RULE_MESSAGES, GuideOrderSchema, guideOrderSchema } from './schema';

// Apart from schema.ts, which the order form loads in the browser: this one reads the whole catalog.
const SPANISH = guideOrderSchema(wordingOf(GUIDE_RULE_MESSAGES, translator('es', 'guideOrder')));

/** The order's rules with their messages in a language, for the route handler. */
export const guideOrderSchemaIn = (locale: Locale) => (locale === 'es' ? SPANISH : GuideOrderSchema);
