'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localePath, type Locale } from './locales';

type NextHref = ComponentProps<typeof NextLink>['href'];

type Props = Omit<ComponentProps<typeof NextLink>, 'locale'> & {
  /** Another language than the page's: the same path in it. */
  locale?: Locale;
};

const inLocale = (locale: Locale, href: NextHref): NextHref =>
  typeof href === 'string'
    ? localePath(locale, href)
    : href.pathname
      ? { ...href, pathname: localePath(locale, href.pathname) }
      : href;

/** next/link in the page's language: `href="/trails"` leads to /es/trails on a Spanish page. */
export function Link({ href, locale, ...props }: Props) {
  const pageLocale = useLocale() as Locale;
  return <NextLink href={inLocale(locale ?? pageLocale, href)} {...props} />;
}
