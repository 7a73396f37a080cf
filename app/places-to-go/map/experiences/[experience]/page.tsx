import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { experienceBySlug, parseMapState } from '@/components/map/map-state';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';

type Props = {
  params: Promise<{ experience: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { experience } = await params;
  if (!experienceBySlug(experience)) return notFoundMetadata;
  const view = { tab: 'experiences' as const, experience };
  return pageMetadata({
    title: mapViewTitle(view),
    description: mapViewDescription(view),
    path: `/places-to-go/map/experiences/${experience}`,
  });
}

export default async function MapExperienceRoute({ params, searchParams }: Props) {
  const { experience } = await params;
  if (!experienceBySlug(experience)) notFound();
  return <MapPage state={parseMapState({ experience }, await searchParams)} />;
}
