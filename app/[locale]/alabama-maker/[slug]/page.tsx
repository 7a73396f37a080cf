import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { categorySlug, getLocalizedMaker, makerCategoryName } from '@/lib/makers';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { makerCategoryPath, makerPath } from '@/lib/pages/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { makerJsonLd } from '@/lib/seo/entity-structured-data';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; locale?: string }> };
const load = cache(async (slug: string, locale: Locale) => getLocalizedMaker(decodeURIComponent(slug), locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const maker = await load(p.slug, localeParam(p));
  if (!maker) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.makers')]);
  return pageMetadata({
    title: fitTitle(`${maker.name}, ${maker.city}`, maker.name),
    description: maker.summary || t('makerDescription', { name: maker.name, city: maker.city }),
    path: localePath(locale, makerPath(maker.slug)),
    card: { kind: 'maker', key: maker.slug },
    image: maker.image,
  });
}

async function MakerPageBody({ params }: Props) {
  const p = await params;
  const maker = await load(p.slug, localeParam(p));
  if (!maker) notFound();
  const t = await getTranslations('pages.makers');
  const category = makerCategoryName(maker.category, localeParam(p));
  return (
    <PageMain>
      <JsonLd data={makerJsonLd({ ...maker, path: makerPath(maker.slug) })} />
      <PageIntro
        title={maker.name}
        lede={maker.summary}
        ledeLang={maker.untranslated.includes('summary') ? 'en' : undefined}
        trail={[
          { name: t('heading'), path: '/alabama-makers' },
          { name: category, path: makerCategoryPath(categorySlug(maker.category)) },
          { name: maker.name, path: makerPath(maker.slug) },
        ]}
      >
        <p>{t('where', { category, city: maker.city })}</p>
      </PageIntro>
      <CardImage src={maker.image} alt={maker.imageAlt} lead />
      <EnglishText when={maker.untranslated.includes('description')}>
        <Paragraphs text={maker.description} />
      </EnglishText>
      <UntranslatedNote fields={maker.untranslated} />
      {maker.website ? (
        <p>
          <a href={maker.website} rel="noopener">
            {t('website', { name: maker.name })}
          </a>
        </p>
      ) : null}
      <p>
        <Link href={makerCategoryPath(categorySlug(maker.category))}>
          {t('more', { category: category.toLowerCase() })}
        </Link>
      </p>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function MakerPage(props: Props) {
  return renderRecord(() => MakerPageBody(props));
}
