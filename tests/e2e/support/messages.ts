import { createTranslator } from 'next-intl';
import { CATALOG, type Messages, type Namespace } from '@/lib/i18n/catalog';

/**
 * The English site's messages with their values filled in, for browser tests. The site formats
 * compiled messages (lib/i18n/compile.ts) with a runtime its bundler swaps in; the test runner has
 * no such swap, so it formats the catalog's source strings with the full runtime.
 */
export function englishMessages<N extends Namespace>(namespace: N) {
  return createTranslator<Messages, N>({ locale: 'en', messages: CATALOG.en, namespace });
}
