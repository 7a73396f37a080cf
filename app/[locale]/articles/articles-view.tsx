import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CardGrid, cardLangs } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { localePath } from '@/lib/i18n/locales';
import { listArticles, localizeArticles } from '@/lib/articles';
import { localeParam } from '@/lib/record-text';
import { formatDateRange } from '@/lib/pages/dates';
import { articlePath } from '@/lib/pages/paths';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const ARTICLES_PATH = '/articles';

export async function articlesMetadata(canonical: string, view: ListingView = {}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.articles')]);
  const page = viewPage(view);
  return pageMetadata({
    title: page > 1 ? t('titlePage', { page }) : t('title'),
    description: page > 1 ? t('descriptionPage', { page }) : t('description'),
    path: localePath(locale, canonical),
  });
}

/** One page of the articles listing; a page past the last is the 404. */
export async function ArticlesView({ view }: { view: ListingView }) {
  const page = viewPage(view);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.articles')]);
  const result = await listArticles({ page });
  if (result.page !== page) notFound();
  const items = await localizeArticles(result.items, localeParam({ locale }));
  return (
    <PageMain>
      <PageIntro title={t('heading')} trail={[{ name: t('heading'), path: ARTICLES_PATH }]} lede={t('lede')} />
      <CardGrid
        headingLevel={2}
        empty={t('empty')}
        items={items.map((a) => ({
          key: a.id,
          href: articlePath(a.slug),
          title: a.title,
          meta: `${a.author} · ${formatDateRange(a.publishedAt, a.publishedAt, locale)}`,
          text: a.summary,
          image: a.image,
          imageAlt: a.imageAlt,
          ...cardLangs(a),
        }))}
      />
      <Pagination
        path={ARTICLES_PATH}
        query={{}}
        page={result.page}
        pageCount={result.pageCount}
        label={t('pagesLabel')}
      />
    </PageMain>
  );
}
