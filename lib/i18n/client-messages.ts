import { CLIENT_NAMESPACES, type Messages } from './catalog';
import { COMPILED } from './compiled';
import type { Locale } from './locales';

/** The messages client components read, in a language: the page's payload carries these and no others. */
export function clientMessages(locale: Locale): Partial<Messages> {
  const messages = COMPILED[locale];
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
}
