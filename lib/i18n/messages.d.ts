import type { Messages } from './catalog';
import type { Locale } from './locales';

// Typed messages and locales for next-intl: a key that no English message has is a type error.
// (The wording is typed as any string, so that one shape holds both languages.)
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
