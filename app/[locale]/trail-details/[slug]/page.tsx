import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { localePath } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { decodeSegment, placePath, trailPath } from '@/lib/pages/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { fitTitle, pageMetadata } from '@/lib/seo';
import { trailJsonLd } from '@/lib/seo/entity-structured-data';
import { getLocalizedTrail } from '@/lib/trails';
import type { Locale } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/record-text';
import { EnglishText, UntranslatedNote } from '@/components/content/untranslated';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string; locale?: string }> };
const load = cache(async (slug: string, locale: Locale) => {
  const key = decodeSegment(slug);
  return key === null ? null : getLocalizedTrail(key, locale);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const trail = await load(p.slug, localeParam(p));
  if (!trail) return localizedNotFoundMetadata();
  const [locale, t] = await Promise.all([getLocale(), getTranslations('pages.trails')]);
  return pageMetadata({
    title: fitTitle(trail.name),
    description: trail.summary || t('trailDescription', { name: trail.name }),
    path: localePath(locale, trailPath(trail.slug)),
    card: { kind: 'trail', key: trail.slug },
    image: trail.image,
  });
}

async function TrailPageBody({ params }: Props) {
  const p = await params;
  const trail = await load(p.slug, localeParam(p));
  if (!trail) notFound();
  const t = await getTranslations('pages.trails');
  return (
    <PageMain>
      <JsonLd
        data={trailJsonLd({
          ...trail,
          path: trailPath(trail.slug),
          stops: trail.stops.map((s) => ({ name: s.name, city: s.city, path: placePath(s.slug) })),
        })}
      />
      <PageIntro
        title={trail.name}
        lede={trail.summary}
        ledeLang={trail.untranslated.includes('summary') ? 'en' : undefined}
        trail={[
          { name: t('heading'), path: '/trails' },
          { name: trail.name, path: trailPath(trail.slug) },
        ]}
      />
      <CardImage src={trail.image} alt={trail.imageAlt} lead />
      <EnglishText when={trail.untranslated.includes('description')}>
        <Paragraphs text={trail.description} />
      </EnglishText>
      <UntranslatedNote fields={trail.untranslated} />
      <Section title={t('stops')}>
        {trail.stops.length === 0 ? (
          <p>{t('stopsEmpty')}</p>
        ) : (
          <ol>
            {trail.stops.map((s) => (
              <li key={s.position}>
                <h3>
                  <Link href={placePath(s.slug)}>{s.name}</Link>
                </h3>
                <p>{s.city}</p>
                {s.note ? <p>{s.note}</p> : null}
                {!s.note && s.summary ? (
                  <p lang={s.untranslated.includes('summary') ? 'en' : undefined}>{s.summary}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Section>
      <FeedbackWidget pageType="trail" />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function TrailPage(props: Props) {
  return renderRecord(() => TrailPageBody(props));
}
