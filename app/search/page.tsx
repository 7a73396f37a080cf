import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { pageFrom, Pagination } from '@/components/content/pagination';
import { SearchResults } from '@/components/search/search-results';
import { SEARCH_KINDS, searchSite, searchSiteKind, type SearchKind } from '@/lib/search';
import { pageMetadata } from '@/lib/seo';
import { isStorableText } from '@/lib/validation/text';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
// Cut by code point, so a long query never ends in half an emoji.
const one = (v: string | string[] | undefined) =>
  Array.from(((Array.isArray(v) ? v[0] : v) ?? '').trim())
    .slice(0, 200)
    .join('');

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = one((await searchParams).q);
  const base = pageMetadata({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Search Alabama places, events, road trips, articles and towns.',
    path: '/search',
  });
  // Result pages are endless variations of one page: crawlers follow them but do not index them.
  return q ? { ...base, robots: { index: false, follow: true } } : base;
}

function SearchForm({ q }: { q: string }) {
  return (
    <form role="search" method="get" action="/search">
      <label htmlFor="search-page-q">Search the site</label>{' '}
      <input id="search-page-q" type="search" name="q" defaultValue={q} maxLength={200} />{' '}
      <button type="submit">Search</button>
    </form>
  );
}

export default async function SearchPage({ searchParams }: Props) {
  const query = await searchParams;
  const q = one(query.q);
  // No page matches a NUL or a lone surrogate, and the database cannot be asked: a 404, not a 500.
  if (!isStorableText(q)) notFound();
  const kind = SEARCH_KINDS.find((k) => k === one(query.type)) as SearchKind | undefined;
  const trail = [{ name: 'Search', path: '/search' }];
  if (!q) {
    return (
      <PageMain>
        <PageIntro
          title="Search"
          trail={trail}
          lede="Find places, events, road trips, articles and towns across Alabama."
        />
        <SearchForm q="" />
      </PageMain>
    );
  }
  if (kind) {
    const group = await searchSiteKind(q, kind, pageFrom(query.page));
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
  const groups = await searchSite(q);
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
