import { translator } from '@/lib/i18n/format';
import type { Namespace } from '@/lib/i18n/catalog';

// next-intl/server for a server test that calls a page's generateMetadata or body directly: outside
// a Next render there is no request, so the page reads English, as an English path would. Use with
// jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server')).

export const getLocale = async () => 'en' as const;
export const getTranslations = async (namespace: Namespace) => translator('en', namespace);
