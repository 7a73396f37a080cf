import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES, localePath, splitLocale, type Locale } from './locales';

/** Where the browser keeps the language a visitor chose (or the suggestion they turned down). */
export const LANGUAGE_CHOICE_KEY = 'site-language';

/**
 * The offer of the Spanish site to a visitor whose browser prefers Spanish, on an English page. It is
 * written in Spanish on every page, for the visitor who reads it.
 */
export const SPANISH_SUGGESTION = {
  text: 'Esta página también está en español.',
  link: 'Ver en español',
  dismiss: 'No, gracias',
  label: 'Idioma',
} as const;

/** The same page in another language: the address, and the language's name in itself. */
export function twinOf(pathname: string, locale: Locale): { href: string; name: string; tag: string } {
  const { path } = splitLocale(pathname);
  return { href: localePath(locale, path), name: LANGUAGE_NAMES[locale], tag: LANGUAGE_TAGS[locale] };
}

/** The languages other than the page's own. */
export const otherLocales = (locale: Locale): Locale[] => LOCALES.filter((other) => other !== locale);

/** Whether a browser's preferred languages put Spanish first (Accept-Language as navigator.languages). */
export const prefersSpanish = (languages: readonly string[]): boolean => /^es(-|$)/i.test(languages[0] ?? '');
