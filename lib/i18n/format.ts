import { createTranslator } from 'next-intl';
import { CATALOG, type Messages, type Namespace } from './catalog';
import type { Locale } from './locales';

/** Alabama is on Central time: every date and time the site shows is the state's. */
export const SITE_TIME_ZONE = 'America/Chicago';

/**
 * A namespace's messages in a language, for code outside a React render: route handlers, mail,
 * validation, tests. Pages and components use next-intl's getTranslations / useTranslations.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: CATALOG[locale], namespace, timeZone: SITE_TIME_ZONE });
}
