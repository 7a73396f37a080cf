import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { SearchResults } from '@/components/search/search-results';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { searchSite, searchSiteKind } from '@/lib/search';
import { searchViewFromSegments, type SearchView } from '@/lib/search/view-path';
import { pageMetadata } from '@/lib/seo';
import { SearchForm } from '../search-form';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

// A query's results, reached through the proxy's rewrite of /search?q=… (lib/search/view-path.ts):
// rendered on its first request, then shared for a minute (results follow the content closely,
// and editors' webhooks refresh them at once, as every cached page).
export const revalidate = 60;
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ view: string[]; locale?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = searchViewFromSegments((await params).view);
  if (!view) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('search')]);
  const base = await pageMetadata({
    title: t('resultsFor', { q: view.q }),
    description: t('description'),
    path: localePath(locale, '/search'),
  });
  // Result pages are endless variations of one page: crawlers follow them but do not index them.
  return { ...base, robots: { index: false, follow: true } };
}

async function OneKind({
  q,
  kind,
  page,
  locale,
}: SearchView & { kind: NonNullable<SearchView['kind']>; locale: Locale }) {
  const group = await searchSiteKind(q, kind, page, locale);
  const t = await getTranslations('search');
  const trail = [{ name: t('title'), path: '/search' }];
  return (
    <PageMain>
      <PageIntro title={t('kindMatching', { kind: t(`kinds.${group.kind}`), q })} trail={trail} />
      <SearchForm q={q} />
      <p role="status">{t('results', { n: group.total })}</p>
      <p>
        <Link href={`/search?q=${encodeURIComponent(q)}`}>{t('allKinds')}</Link>
      </p>
      <SearchResults group={group} />
      <Pagination
        path="/search"
        query={{ q, type: kind }}
        page={group.page}
        pageCount={group.pageCount}
        label={t('resultPages')}
      />
    </PageMain>
  );
}

async function EveryKind({ q, locale }: { q: string; locale: Locale }) {
  const groups = await searchSite(q, locale);
  const t = await getTranslations('search');
  const trail = [{ name: t('title'), path: '/search' }];
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <PageMain>
      <PageIntro title={t('resultsFor', { q })} trail={trail} />
      <SearchForm q={q} />
      <p role="status">{total === 0 ? t('noResults') : t('results', { n: total })}</p>
      {groups
        .filter((g) => g.total > 0)
        .map((g) => (
          <Section
            key={g.kind}
            title={t('groupTitle', { kind: t(`kinds.${g.kind}`), n: g.total })}
            id={`results-${g.kind}`}
          >
            <SearchResults group={g} headingLevel={3} />
            {g.total > g.hits.length ? (
              <p>
                <Link href={`/search?q=${encodeURIComponent(q)}&type=${g.kind}`}>
                  {t('allOfKind', { n: g.total, kind: t(`kinds.${g.kind}`).toLowerCase() })}
                </Link>
              </p>
            ) : null}
          </Section>
        ))}
    </PageMain>
  );
}

export default async function SearchResultsPage({ params }: Props) {
  return renderRecord(async () => {
    const p = await params;
    const view = searchViewFromSegments(p.view);
    if (!view) notFound();
    const locale = localeParam(p);
    return view.kind ? (
      <OneKind {...view} kind={view.kind} locale={locale} />
    ) : (
      <EveryKind q={view.q} locale={locale} />
    );
  });
}
