import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { CardGrid } from '@/components/content/card-grid';
import { listArticles } from '@/lib/articles';
import { articlePath } from '@/lib/pages/paths';
import { MIND_TRIP as page } from '@/lib/pages/editorial/campaigns';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export function generateMetadata() {
  return pageMetadata(page);
}

export default async function Page() {
  const articles = await listArticles({ pageSize: 6 });
  return (
    <EditorialView page={page}>
      <Section title="Latest stories">
        <CardGrid
          items={articles.items.map((a) => ({
            key: a.id,
            href: articlePath(a.slug),
            title: a.title,
            text: a.summary,
            image: a.image,
            imageAlt: a.imageAlt,
          }))}
          empty="Stories are on their way."
        />
      </Section>
    </EditorialView>
  );
}
