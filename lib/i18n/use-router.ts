'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { localePath, splitLocale, type Locale } from './locales';

type NextRouter = ReturnType<typeof useNextRouter>;
type InLocale = { locale?: Locale };

/** The page's path as English writes it: /trails on /es/trails. */
export const usePathname = (): string => splitLocale(useNextPathname() ?? '/').path;

/** next/navigation's router whose push, replace and prefetch take a path as English writes it. */
export function useRouter() {
  const router = useNextRouter();
  const pageLocale = useLocale() as Locale;
  return useMemo(() => {
    // Each method with the path in the language asked for (the page's by default), options as given.
    const inLocale =
      <O extends object>(go: (href: string, options?: O) => void) =>
      (href: string, options?: O & InLocale) => {
        const { locale, ...rest } = options ?? {};
        const path = localePath(locale ?? pageLocale, href);
        return options ? go(path, rest as O) : go(path);
      };
    return {
      ...router,
      push: inLocale(router.push as NextRouter['push']),
      replace: inLocale(router.replace as NextRouter['replace']),
      prefetch: inLocale(router.prefetch as NextRouter['prefetch']),
    };
  }, [router, pageLocale]);
}
