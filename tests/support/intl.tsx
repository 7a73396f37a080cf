import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { COMPILED } from '@/lib/i18n/compiled';
import { SITE_TIME_ZONE, translator } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** What the site's layout gives client components: a language and its messages (all of them here). */
export function intlWrapper(locale: Locale) {
  return function IntlWrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={COMPILED[locale]} timeZone={SITE_TIME_ZONE}>
        {children}
      </NextIntlClientProvider>
    );
  };
}

/** A message with its values filled in, as a page in that language shows it. */
export const message = translator;
