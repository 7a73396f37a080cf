import { createTranslator } from 'next-intl';
import { CATALOG, type Messages, type Namespace } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A language's messages with their values filled in, for browser tests. The site formats compiled
 * messages (lib/i18n/compile.ts) with a runtime its bundler swaps in; the test runner has no such
 * swap, so it formats the catalog's source strings with the full runtime.
 */
export function messagesIn<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: CATALOG[locale], namespace });
}

/** The English site's messages with their values filled in. */
export const englishMessages = <N extends Namespace>(namespace: N) => messagesIn('en', namespace);

/** The Spanish site's messages with their values filled in. */
export const spanishMessages = <N extends Namespace>(namespace: N) => messagesIn('es', namespace);
