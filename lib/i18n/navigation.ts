import { createNavigation } from 'next-intl/navigation';
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

/**
 * Links, redirects and the router in the page's language: a path written as English writes it
 * (`/trails`) leads to `/es/trails` on a Spanish page. The proxy (proxy.ts) does the routing
 * itself, so next-intl's middleware, detection and cookie are not used.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});

export const { Link, redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);
