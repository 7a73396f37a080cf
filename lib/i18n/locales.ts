// The site's languages and how a path carries one. English keeps every path as SPEC writes it;
// Spanish is the same path under /es. Nothing else in the code writes a locale list or prefix.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The language tag of each locale: <html lang>, hreflang, Intl formatting. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
/** Open Graph's spelling of the same tags. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };
/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** Alabama is on Central time: every date and time the site shows is the state's. */
export const SITE_TIME_ZONE = 'America/Chicago';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

const PREFIXED = /^\/(es)(?=\/|$)/;

/** A public path split into its language and the path as English writes it: /es/trails → es, /trails. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

/** A site path in a language: English as it is, Spanish under /es. Absolute URLs and anchors pass through. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (PREFIXED.test(path)) return path;
  return path === '/' ? '/es' : path.startsWith('/?') || path.startsWith('/#') ? `/es${path.slice(1)}` : `/es${path}`;
}

/** The locale of a language tag (es, es-US, en-GB), if the site has that language. */
export function localeOfTag(tag: string | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The language of a path as the browser shows it (the address bar, a Referer). */
export const localeOfPath = (pathname: string): Locale => splitLocale(pathname).locale;
