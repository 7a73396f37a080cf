import { getRequestConfig } from 'next-intl/server';
import { COMPILED } from './compiled';
import { SITE_TIME_ZONE } from './format';
import { requestLocale } from './request-locale';

// next-intl's configuration for one render (next.config.ts names this file): the page's language
// from the [locale] segment, its messages, and the state's time zone for dates.
export default getRequestConfig(async () => {
  const locale = await requestLocale();
  return { locale, messages: COMPILED[locale], timeZone: SITE_TIME_ZONE };
});
