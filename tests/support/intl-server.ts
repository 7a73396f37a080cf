import { createFormatter } from 'next-intl';
import { SITE_TIME_ZONE, translator } from '@/lib/i18n/format';
import type { Namespace } from '@/lib/i18n/catalog';

/**
 * next-intl/server as an English page's render sees it, for tests that call async server
 * components outside Next (jest loads next-intl's client build, whose getTranslations throws):
 * `jest.mock('next-intl/server', () => jest.requireActual('../support/intl-server').englishServer)`.
 */
export const englishServer = {
  getTranslations: async (namespace: Namespace) => translator('en', namespace),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: SITE_TIME_ZONE }),
  getLocale: async () => 'en',
};
