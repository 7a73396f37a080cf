import { isValidElement, Suspense, type ReactElement, type ReactNode } from 'react';
import PlacePage from '@/app/places-to-go/[id]/page';
import SearchPage from '@/app/search/page';
import TrailPage from '@/app/trail-details/[slug]/page';

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

// A record page answers a missing record with the notice around a child that calls notFound()
// (renderRecord): rendering that child is what throws the 404.
async function bodyOf(page: Promise<ReactNode>): Promise<unknown> {
  const rendered = await page;
  if (!isValidElement<{ children: ReactElement }>(rendered) || rendered.type !== Suspense) return rendered;
  const child = rendered.props.children;
  return (child.type as () => unknown)();
}

describe('a page given text no record can hold answers 404', () => {
  it.each(['%00', 'a%00b', '%E0%A4%A', '%ED%A0%80'])('/places-to-go/%s', async (id) => {
    expect(await digestOf(() => bodyOf(PlacePage({ params: Promise.resolve({ id }) })))).toBe(NOT_FOUND);
  });

  it.each(['%00', 'a%00b', '%E0%A4%A'])('/trail-details/%s', async (slug) => {
    expect(await digestOf(() => bodyOf(TrailPage({ params: Promise.resolve({ slug }) })))).toBe(NOT_FOUND);
  });

  it.each(['a\u0000b', 'Mobile\uD800'])('/search?q=%j', async (q) => {
    expect(await digestOf(() => SearchPage({ searchParams: Promise.resolve({ q }) }))).toBe(NOT_FOUND);
  });

  it('a long query ending in an emoji still searches', async () => {
    const q = `${'a'.repeat(199)}🙂`;
    expect(await digestOf(() => SearchPage({ searchParams: Promise.resolve({ q }) }))).toBe('rendered');
  });
});
