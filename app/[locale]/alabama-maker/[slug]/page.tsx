import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CardImage } from '@/components/content/card-image';
import { PageIntro, PageMain } from '@/components/content/page-intro';
import { Paragraphs } from '@/components/content/prose';
import { categorySlug, getMaker } from '@/lib/makers';
import { makerCategoryPath, makerPath } from '@/lib/pages/paths';
import { JsonLd } from '@/components/seo/json-ld';
import { fitTitle, notFoundMetadata, pageMetadata } from '@/lib/seo';
import { makerJsonLd } from '@/lib/seo/entity-structured-data';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };
const load = cache(async (slug: string) => getMaker(decodeURIComponent(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const maker = await load((await params).slug);
  if (!maker) return notFoundMetadata;
  return pageMetadata({
    title: fitTitle(`${maker.name}, ${maker.city}`, maker.name),
    description: maker.summary || `${maker.name}, an Alabama maker in ${maker.city}.`,
    path: makerPath(maker.slug),
    card: { kind: 'maker', key: maker.slug },
    image: maker.image,
  });
}

async function MakerPageBody({ params }: Props) {
  const maker = await load((await params).slug);
  if (!maker) notFound();
  return (
    <PageMain>
      <JsonLd data={makerJsonLd({ ...maker, path: makerPath(maker.slug) })} />
      <PageIntro
        title={maker.name}
        lede={maker.summary}
        trail={[
          { name: 'Alabama Makers', path: '/alabama-makers' },
          { name: maker.category, path: makerCategoryPath(categorySlug(maker.category)) },
          { name: maker.name, path: makerPath(maker.slug) },
        ]}
      >
        <p>
          {maker.category} · {maker.city}, Alabama
        </p>
      </PageIntro>
      <CardImage src={maker.image} alt={maker.imageAlt} lead />
      <Paragraphs text={maker.description} />
      {maker.website ? (
        <p>
          <a href={maker.website} rel="noopener">
            Visit {maker.name}’s website
          </a>
        </p>
      ) : null}
      <p>
        <Link href={makerCategoryPath(categorySlug(maker.category))}>
          More makers of {maker.category.toLowerCase()}
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
