import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';

/** The search page's own form: a plain GET, so it works before and without JavaScript. */
export function SearchForm({ q }: { q: string }) {
  const t = useTranslations('search');
  const locale = useLocale();
  return (
    <form role="search" method="get" action={localePath(locale, '/search')}>
      <label htmlFor="search-page-q">{t('label')}</label>{' '}
      <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={200} />{' '}
      <button type="submit">{t('button')}</button>
    </form>
  );
}
