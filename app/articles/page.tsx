import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { pageFrom, Pagination } from '@/components/content/pagination';
import { listArticles } from '@/lib/articles';
import { formatDateRange } from '@/lib/pages/dates';
import { articlePath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;

export const metadata = pageMetadata({
  title: 'Alabama Travel Stories',
  description:
    'Stories about Alabama travel: where to eat, what to see, road trip ideas, festivals, history and the people who make the state what it is.',
  path: '/articles',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ArticlesPage({ searchParams }: Props) {
  const result = await listArticles({ page: pageFrom((await searchParams).page) });
  return (
    <PageMain>
      <PageIntro
        title="Articles"
        trail={[{ name: 'Articles', path: '/articles' }]}
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
      <Pagination path="/articles" query={{}} page={result.page} pageCount={result.pageCount} label="Article pages" />
    </PageMain>
  );
}
