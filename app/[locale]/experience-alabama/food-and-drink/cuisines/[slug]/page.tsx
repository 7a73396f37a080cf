import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PageIntro, PageMain, Section } from '@/components/content/page-intro';
import { PlaceList } from '@/components/content/place-list';
import { Paragraphs } from '@/components/content/prose';
import { getCuisine } from '@/lib/pages/cuisines';
import { cuisinePath, experiencePath } from '@/lib/pages/paths';
import { getPlacesByCuisine } from '@/lib/pages/places';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';
import { renderRecord } from '@/components/content/record-boundary';

export const revalidate = 3600;

// Rendered on first request, then served from the ISR cache (an empty list means none at build).
export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };
const load = cache(async (slug: string) => getCuisine(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const cuisine = await load((await params).slug);
  if (!cuisine) return notFoundMetadata;
  return pageMetadata({
    title: `${cuisine.name} in Alabama`,
    description: cuisine.description || `Where to eat ${cuisine.name} in Alabama.`,
    path: cuisinePath(cuisine.slug),
    card: { kind: 'cuisine', key: cuisine.slug },
  });
}

async function CuisinePageBody({ params }: Props) {
  const cuisine = await load((await params).slug);
  if (!cuisine) notFound();
  const places = await getPlacesByCuisine(cuisine.slug);
  return (
    <PageMain>
      <PageIntro
        title={cuisine.name}
        trail={[
          { name: 'Experiences', path: '/experience-alabama' },
          { name: 'Food & Drink', path: experiencePath('food-and-drink') },
          { name: cuisine.name, path: cuisinePath(cuisine.slug) },
        ]}
      />
      <Paragraphs text={cuisine.description} />
      <Section title={`Where to eat ${cuisine.name.toLowerCase()}`}>
        <PlaceList places={places} empty="No restaurants listed for this cuisine yet." />
      </Section>
    </PageMain>
  );
}

// A missing record is a server-rendered 404 (renderRecord).
export default function CuisinePage(props: Props) {
  return renderRecord(() => CuisinePageBody(props));
}
