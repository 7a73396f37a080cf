import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { EditorialView } from '@/components/content/editorial-page';
import { Section } from '@/components/content/page-intro';
import { CardGrid } from '@/components/content/card-grid';
import { listArticles } from '@/lib/articles';
import { articlePath } from '@/lib/pages/paths';
import { MIND_TRIP } from '@/lib/pages/editorial/campaigns';
import { editorialIn } from '@/lib/pages/editorial/in-language';
import { pageMetadata } from '@/lib/seo';

export const revalidate = 3600;
export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(editorialIn(MIND_TRIP, await getLocale()));
}

export default async function Page() {
  const [locale, t, articles] = await Promise.all([
    getLocale(),
    getTranslations('editorial.sections'),
    listArticles({ pageSize: 6 }),
  ]);
  const page = editorialIn(MIND_TRIP, locale);
  return (
    <EditorialView page={page}>
      <Section title={t('latestStories')}>
        <CardGrid
          items={articles.items.map((a) => ({
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
