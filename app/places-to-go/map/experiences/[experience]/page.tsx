import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { experienceBySlug, parseMapState } from '@/components/map/map-state';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ experience: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { experience } = await params;
  const name = experienceBySlug(experience)?.name ?? 'Experiences';
  return pageMetadata({ title: `${name}: Map of Alabama`, description: `A map of Alabama places for ${name}.`, path: `/places-to-go/map/experiences/${experience}` });
}

export default async function MapExperienceRoute({ params, searchParams }: Props) {
  const { experience } = await params;
  if (!experienceBySlug(experience)) notFound();
  return <MapPage state={parseMapState({ experience }, await searchParams)} />;
}
