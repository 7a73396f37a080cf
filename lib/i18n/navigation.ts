import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { localePath, type Locale } from './locales';

// Links, redirects and the router in the page's language: a path written as English writes it
// (`/trails`) leads to `/es/trails` on a Spanish page. The proxy (proxy.ts) does the routing, so
// these only add the prefix: a thin layer over next/link and next/navigation rather than next-intl's
// createNavigation, whose client helpers every page loaded (docs/PERFORMANCE.md).

export { Link } from './link';
export { usePathname, useRouter } from './use-router';

type Target = { href: string; locale: Locale };

/** A path in a language: `getPathname({ href: '/profile', locale })`. */
export const getPathname = ({ href, locale }: Target): string => localePath(locale, href);

/** next/navigation's redirect, to a path in a language. */
export const redirect = ({ href, locale }: Target): never => nextRedirect(localePath(locale, href));

/** next/navigation's permanentRedirect, to a path in a language. */
export const permanentRedirect = ({ href, locale }: Target): never => nextPermanentRedirect(localePath(locale, href));
