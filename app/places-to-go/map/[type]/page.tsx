import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { isMapTab, parseMapState } from '@/components/map/map-state';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';

type Props = {
  params: Promise<{ type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { type } = await params;
  if (!isMapTab(type)) return notFoundMetadata;
  const view = { tab: type, experience: null };
  return pageMetadata({
    title: mapViewTitle(view),
    description: mapViewDescription(view),
    path: `/places-to-go/map/${type}`,
  });
}

export default async function MapTypeRoute({ params, searchParams }: Props) {
  const { type } = await params;
  if (!isMapTab(type)) notFound();
  return <MapPage state={parseMapState({ type }, await searchParams)} />;
}
