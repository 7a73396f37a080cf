import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { CardGrid } from '@/components/content/card-grid';
import { listArticles, localizeArticles } from '@/lib/articles';
import { articlePath } from '@/lib/pages/paths';
import { MIND_TRIP } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(MIND_TRIP, await getLocale()));
}

export default async function Page() {
  const locale = await getLocale();
  const [t, articles] = await Promise.all([
    getTranslations('editorial.sections'),
    listArticles({ pageSize: 6 }).then((found) => localizeArticles(found.items, locale)),
  ]);
  const page = editorialIn(MIND_TRIP, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('latestStories')}>
        <CardGrid
          items={articles.map((a) => ({
            key: a.id,
            href: articlePath(a.slug),
            title: a.title,
            text: a.summary,
            image: a.image,
            imageAlt: a.imageAlt,
          }))}
          empty={t('storiesEmpty')}
        />
      </Section>
    </EditorialView>
  );
}
