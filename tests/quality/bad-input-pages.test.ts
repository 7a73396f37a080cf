import PlacePage from '@/app/[locale]/places-to-go/[id]/page';
import SearchResultsPage from '@/app/[locale]/search/[...view]/page';
import { searchPathFor } from '@/lib/search/view-path';
import TrailPage from '@/app/[locale]/trail-details/[slug]/page';
import { bodyOf } from '../support/record-body';

jest.mock('next-intl/server', () => jest.requireActual('../support/next-intl-server'));

// Pages given a NUL (or broken percent-encoding) in a path segment or the query: the site's own
// 404, which Next renders for the notFound() error, never a database error (a 500).
const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404';

async function digestOf(render: () => Promise<unknown>): Promise<string> {
  try {
    await render();
    return 'rendered';
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? (error as Error).message);
  }
}

describe('a page given text no record can hold answers 404', () => {
  it.each(['%00', 'a%00b', '%E0%A4%A', '%ED%A0%80'])('/places-to-go/%s', async (id) => {
    expect(await digestOf(() => bodyOf(PlacePage({ params: Promise.resolve({ id }) })))).toBe(NOT_FOUND);
  });

  it.each(['%00', 'a%00b', '%E0%A4%A'])('/trail-details/%s', async (slug) => {
    expect(await digestOf(() => bodyOf(TrailPage({ params: Promise.resolve({ slug }) })))).toBe(NOT_FOUND);
  });

  // /search?q= reaches the results page through the proxy's rewrite (lib/search/view-path.ts).
  const resultsFor = (query: string) => {
    const target = searchPathFor('/search', new URL(`http://localhost/search?q=${query}`).searchParams)!;
    return bodyOf(SearchResultsPage({ params: Promise.resolve({ view: target.split('/').slice(2) }) }));
  };

  it.each(['a%00b', '%00'])('/search?q=%s', async (q) => {
    expect(await digestOf(() => resultsFor(q))).toBe(NOT_FOUND);
  });

  // A lone surrogate never reaches the page: the URL parser reads broken UTF-8 as U+FFFD.
  it.each(['Mobile%ED%A0%80', '%E0%A4%A'])('/search?q=%s searches, never a 500', async (q) => {
    expect(await digestOf(() => resultsFor(q))).toBe('rendered');
  });

  it('a long query ending in an emoji still searches', async () => {
    const q = encodeURIComponent(`${'a'.repeat(199)}🙂`);
    expect(await digestOf(() => resultsFor(q))).toBe('rendered');
  });
});
