import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CardGrid } from '@/components/content/card-grid';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getOutdoorTopic } from '@/lib/pages/outdoor';
import { experiencePath, trailPath } from '@/lib/pages/paths';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { listTrails } from '@/lib/trails';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; topic: string }> };

// Only the outdoor experience has sub-pages: birding, year-of-trails, parks and natural-wonders.
async function load(params: Props['params']) {
  const { id, topic } = await params;
  return id === 'outdoor' ? getOutdoorTopic(topic) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = await load(params);
  if (!topic) return notFoundMetadata;
  return pageMetadata({
    title: topic.title,
    description: topic.description,
    path: `${experiencePath('outdoor')}/${topic.slug}`,
  });
}

async function OutdoorTopicPageBody({ params }: Props) {
  const topic = await load(params);
  if (!topic) notFound();
  const [places, trails] = await Promise.all([topic.places(), topic.showTrails ? listTrails() : Promise.resolve([])]);
  return (
    <PageMain>
      <PageIntro
        title={topic.title}
        trail={[
          { name: 'Experiences', path: '/experience-alabama' },
          { name: 'Outdoor', path: experiencePath('outdoor') },
          { name: topic.title, path: `${experiencePath('outdoor')}/${topic.slug}` },
        ]}
      />
      <Paragraphs text={topic.body} />
      {trails.length > 0 ? (
        <Section title="Themed trails">
          <CardGrid
            items={trails.map((t) => ({
              key: t.id,
              href: trailPath(t.slug),
              title: t.name,
              text: t.summary,
              image: t.image,
              imageAlt: t.imageAlt,
            }))}
          />
        </Section>
      ) : null}
      <Section title="Where to go">
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
