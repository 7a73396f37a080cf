import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';

/** The header a form's request carries from a page not in English, so that the API words its answer in that language. */
export const SITE_LOCALE_HEADER = 'x-site-locale';

/** The header for a page's language: none for English, the API's default. */
export const siteLocaleHeader = (locale: Locale): Record<string, string> =>
  locale === DEFAULT_LOCALE ? {} : { [SITE_LOCALE_HEADER]: locale };

/** The language a request asks its answer in; English unless it says otherwise. */
export function requestedLocale(request: Request): Locale {
  const asked = request.headers.get(SITE_LOCALE_HEADER);
  return isLocale(asked) ? asked : DEFAULT_LOCALE;
}
