import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { JsonLd } from '@/components/seo/json-ld';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import { getArticle } from '@/lib/articles';
import { formatDateRange } from '@/lib/pages/dates';
import { getExperience } from '@/lib/pages/experiences';
import { articlePath, experiencePath } from '@/lib/pages/paths';
import { fitTitle, notFoundMetadata, pageMetadata } from '@/lib/seo';
import { article as articleJsonLd } from '@/lib/seo/structured-data';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };
const load = cache(async (slug: string) => getArticle(decodeURIComponent(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await load((await params).slug);
  if (!article) return notFoundMetadata;
  const locale = await getLocale();
  return pageMetadata({
    title: fitTitle(article.title),
    description: article.summary,
    path: localePath(locale, articlePath(article.slug)),
    card: { kind: 'article', key: article.slug },
    image: article.image,
    type: 'article',
  });
}

async function ArticlePageBody({ params }: Props) {
  const article = await load((await params).slug);
  if (!article) notFound();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.articles')]);
  const path = articlePath(article.slug);
  const experiences = article.experienceSlugs.flatMap((slug) => getExperience(slug) ?? []);
  return (
    <PageMain>
      <JsonLd data={articleJsonLd({ ...article, path })} />
      <article>
        <PageIntro
          title={article.title}
          lede={article.summary}
          trail={[
            { name: t('heading'), path: '/articles' },
            { name: article.title, path },
          ]}
        >
          <p>
            {t('byline', { author: article.author })}
            <time dateTime={article.publishedAt}>
              {formatDateRange(article.publishedAt, article.publishedAt, locale)}
            </time>
          </p>
        </PageIntro>
        <CardImage src={article.image} alt={article.imageAlt} lead />
        <Prose html={article.body} />
        {experiences.length > 0 ? (
          <p>
            {t('moreAbout')}
            {experiences.map((e, i) => (
              <span key={e.slug}>
                {i > 0 ? ', ' : ''}
                <Link href={experiencePath(e.slug)}>{experienceName(e.slug, locale)}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </article>
      <FeedbackWidget pageType="article" />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function ArticlePage(props: Props) {
  return renderRecord(() => ArticlePageBody(props));
}
