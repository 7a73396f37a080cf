import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Pagination } from '@/components/content/pagination';
import { listArticles } from '@/lib/articles';
import { formatDateRange } from '@/lib/pages/dates';
import { articlePath } from '@/lib/pages/paths';
import { viewPage, type ListingView } from '@/lib/routing/listings';
import { pageMetadata } from '@/lib/seo';

export const ARTICLES_PATH = '/articles';

export function articlesMetadata(canonical: string, view: ListingView = {}) {
  const page = viewPage(view);
  return pageMetadata({
    title: page > 1 ? `Alabama Travel Stories, page ${page}` : 'Alabama Travel Stories',
    description:
      page > 1
        ? `Page ${page} of our stories about Alabama travel: places to eat and see, road trips, festivals, history and the people of the state.`
        : 'Stories about Alabama travel: where to eat, what to see, road trip ideas, festivals, history and the people who make the state what it is.',
    path: canonical,
  });
}

/** One page of the articles listing; a page past the last is the 404. */
export async function ArticlesView({ view }: { view: ListingView }) {
  const page = viewPage(view);
  const result = await listArticles({ page });
  if (result.page !== page) notFound();
  return (
    <PageMain>
      <PageIntro
        title="Articles"
        trail={[{ name: 'Articles', path: ARTICLES_PATH }]}
        lede="Ideas and stories for your next trip around Alabama."
      />
      <CardGrid
        headingLevel={2}
        empty="Stories are on their way."
        items={result.items.map((a) => ({
          key: a.id,
          href: articlePath(a.slug),
          title: a.title,
          meta: `${a.author} · ${formatDateRange(a.publishedAt, a.publishedAt)}`,
          text: a.summary,
          image: a.image,
          imageAlt: a.imageAlt,
        }))}
      />
      <Pagination
        path={ARTICLES_PATH}
        query={{}}
        page={result.page}
        pageCount={result.pageCount}
        label="Article pages"
      />
    </PageMain>
  );
}
