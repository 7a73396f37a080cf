import { CATALOG, type Messages } from './catalog';
import { compileMessages } from './compile';
import { LOCALES, type Locale } from './locales';

/** Each language's messages, compiled once when the server starts (lib/i18n/compile.ts). */
export const COMPILED: Record<Locale, Messages> = Object.fromEntries(
  LOCALES.map((locale) => [locale, compileMessages(CATALOG[locale])]),
) as Record<Locale, Messages>;
