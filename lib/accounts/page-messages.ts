import { translator } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** The account messages in the language of a page's [locale] segment, for its metadata. */
export async function accountPageMessages({ params }: LocaleParams) {
  const { locale } = await params;
  return translator(isLocale(locale) ? locale : DEFAULT_LOCALE, 'account');
}
