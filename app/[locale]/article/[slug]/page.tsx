import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Prose } from '@/components/content/prose';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { JsonLd } from '@/components/seo/json-ld';
import { getLocalizedArticle } from '@/lib/articles';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { experienceName } from '@/lib/navigation/site-pages';
import { formatDateRange } from '@/lib/pages/dates';
import { getExperience } from '@/lib/pages/experiences';
import { articlePath, experiencePath } from '@/lib/pages/paths';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { article as articleJsonLd } from '@/lib/seo/structured-data';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; locale?: string }> };
const load = cache(async (slug: string, locale: Locale) => getLocalizedArticle(decodeURIComponent(slug), locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const article = await load(p.slug, localeParam(p));
  if (!article) return localizedNotFoundMetadata();
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
  const p = await params;
  const article = await load(p.slug, localeParam(p));
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
          ledeLang={article.untranslated.includes('summary') ? 'en' : undefined}
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
        <EnglishText when={article.untranslated.includes('description')}>
          <Prose html={article.body} />
        </EnglishText>
        <UntranslatedNote fields={article.untranslated} />
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
