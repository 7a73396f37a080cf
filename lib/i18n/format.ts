import { createTranslator } from 'next-intl';
import type { Messages, Namespace } from './catalog';
import { COMPILED } from './compiled';
import { SITE_TIME_ZONE, type Locale } from './locales';

export { SITE_TIME_ZONE } from './locales';

/**
 * A namespace's messages in a language, for code outside a React render: route handlers, mail,
 * validation, tests. Pages and components use next-intl's getTranslations / useTranslations.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: COMPILED[locale], namespace, timeZone: SITE_TIME_ZONE });
}
