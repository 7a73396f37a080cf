import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { localePath } from '@/lib/i18n/locales';
import { experienceName } from '@/lib/navigation/site-pages';
import { CardGrid, cardLangs } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getOutdoorTopic } from '@/lib/pages/outdoor';
import { experiencePath, trailPath } from '@/lib/pages/paths';
import { pageMetadata } from '@/lib/seo';
import { listTrails, localizeTrails } from '@/lib/trails';
import { localizeLocations } from '@/lib/locations';
import { localeParam } from '@/lib/record-text';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';
import { localizedNotFoundMetadata } from '@/lib/seo/not-found';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; topic: string; locale?: string }> };

// Only the outdoor experience has sub-pages: birding, year-of-trails, parks and natural-wonders.
async function load(params: Props['params']) {
  const p = await params;
  return p.id === 'outdoor' ? getOutdoorTopic(p.topic, localeParam(p)) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = await load(params);
  if (!topic) return localizedNotFoundMetadata();
  const locale = await getLocale();
  return pageMetadata({
    title: topic.title,
    description: topic.description,
    path: localePath(locale, `${experiencePath('outdoor')}/${topic.slug}`),
  });
}

async function OutdoorTopicPageBody({ params }: Props) {
  const topic = await load(params);
  if (!topic) notFound();
  const locale = localeParam(await params);
  const t = await getTranslations('pages.experiences');
  const [places, trails] = await Promise.all([
    topic.places().then((list) => localizeLocations(list, locale)),
    topic.showTrails ? listTrails().then((list) => localizeTrails(list, locale)) : Promise.resolve([]),
  ]);
  return (
    <PageMain>
      <PageIntro
        title={topic.title}
        trail={[
          { name: t('crumb'), path: '/experience-alabama' },
          { name: experienceName('outdoor', locale), path: experiencePath('outdoor') },
          { name: topic.title, path: `${experiencePath('outdoor')}/${topic.slug}` },
        ]}
      />
      <Paragraphs text={topic.body} />
      {trails.length > 0 ? (
        <Section title={t('themedTrails')}>
          <CardGrid
            items={trails.map((trail) => ({
              key: trail.id,
              href: trailPath(trail.slug),
              title: trail.name,
              text: trail.summary,
              image: trail.image,
              imageAlt: trail.imageAlt,
              ...cardLangs(trail),
            }))}
          />
        </Section>
      ) : null}
      <Section title={t('whereToGo')}>
        <PlaceList places={places} />
      </Section>
      <FeedbackWidget />
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function OutdoorTopicPage(props: Props) {
  return renderRecord(() => OutdoorTopicPageBody(props));
}
