import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { localePath } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { SearchForm } from './search-form';

// The search page with no words; each query is a cached page of its own (lib/search/view-path.ts).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('search')]);
  return pageMetadata({ title: t('title'), description: t('description'), path: localePath(locale, '/search') });
}

export default async function SearchPage() {
  const t = await getTranslations('search');
  return (
    <PageMain>
      <PageIntro title={t('title')} trail={[{ name: t('title'), path: '/search' }]} lede={t('lede')} />
      <SearchForm q="" />
    </PageMain>
  );
}
