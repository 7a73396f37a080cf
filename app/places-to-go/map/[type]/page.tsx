import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { isMapTab, parseMapState } from '@/components/map/map-state';
import { TAB_LABELS } from '@/components/map/messages';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ type: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { type } = await params;
  const label = isMapTab(type) ? TAB_LABELS[type] : 'Places';
  return pageMetadata({ title: `${label}: Map of Alabama`, description: `A map of Alabama places: ${label}.`, path: `/places-to-go/map/${type}` });
}

export default async function MapTypeRoute({ params, searchParams }: Props) {
  const { type } = await params;
  if (!isMapTab(type)) notFound();
  return <MapPage state={parseMapState({ type }, await searchParams)} />;
}
