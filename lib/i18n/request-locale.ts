import { locale as rootLocale } from 'next/root-params';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The language of the page being rendered: app/[locale] is the root segment, so every server
 * component reads it without props. Outside a page (a route handler, a test) it is English.
 */
export async function requestLocale(): Promise<Locale> {
  try {
    const value: unknown = await rootLocale();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
