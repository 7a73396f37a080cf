import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { SearchResults } from '@/components/search/search-results';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { searchSite, searchSiteKind } from '@/lib/search';
import { searchViewFromSegments, type SearchView } from '@/lib/search/view-path';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { SearchForm } from '../search-form';

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
  if (!view) return notFoundMetadata;
  const base = await pageMetadata({
    title: `Search results for “${view.q}”`,
    description: 'Search Alabama places, events, road trips, articles and towns.',
    path: '/search',
  });
  // Result pages are endless variations of one page: crawlers follow them but do not index them.
  return { ...base, robots: { index: false, follow: true } };
}

const trail = [{ name: 'Search', path: '/search' }];

async function OneKind({
  q,
  kind,
  page,
  locale,
}: SearchView & { kind: NonNullable<SearchView['kind']>; locale: Locale }) {
  const group = await searchSiteKind(q, kind, page, locale);
  return (
    <PageMain>
      <PageIntro title={`${group.label} matching “${q}”`} trail={trail} />
      <SearchForm q={q} />
      <p role="status">{group.total === 1 ? '1 result' : `${group.total} results`}</p>
      <p>
        <Link href={`/search?q=${encodeURIComponent(q)}`}>All kinds of results</Link>
      </p>
      <SearchResults group={group} />
      <Pagination
        path="/search"
        query={{ q, type: kind }}
        page={group.page}
        pageCount={group.pageCount}
        label="Result pages"
      />
    </PageMain>
  );
}

async function EveryKind({ q, locale }: { q: string; locale: Locale }) {
  const groups = await searchSite(q, locale);
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <PageMain>
      <PageIntro title={`Search results for “${q}”`} trail={trail} />
      <SearchForm q={q} />
      <p role="status">
        {total === 0 ? 'No results. Try fewer or different words.' : total === 1 ? '1 result' : `${total} results`}
      </p>
      {groups
        .filter((g) => g.total > 0)
        .map((g) => (
          <Section key={g.kind} title={`${g.label} (${g.total})`} id={`results-${g.kind}`}>
            <SearchResults group={g} headingLevel={3} />
            {g.total > g.hits.length ? (
              <p>
                <Link href={`/search?q=${encodeURIComponent(q)}&type=${g.kind}`}>
                  All {g.total} {g.label.toLowerCase()}
                </Link>
              </p>
            ) : null}
          </Section>
        ))}
    </PageMain>
  );
}

export default async function SearchResultsPage({ params }: Props) {
  const p = await params;
  const view = searchViewFromSegments(p.view);
  if (!view) notFound();
  const locale = localeParam(p);
  return view.kind ? <OneKind {...view} kind={view.kind} locale={locale} /> : <EveryKind q={view.q} locale={locale} />;
}
