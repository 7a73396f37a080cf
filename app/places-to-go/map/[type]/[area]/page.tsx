import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { isMapTab, parseMapState } from '@/components/map/map-state';
import { TAB_LABELS } from '@/components/map/messages';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ type: string; area: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { type, area } = await params;
  const label = isMapTab(type) ? TAB_LABELS[type] : 'Places';
  return pageMetadata({ title: `${label} in ${area.replace(/-/g, ' ')}: Map of Alabama`, description: `A map of Alabama places: ${label}.`, path: `/places-to-go/map/${type}/${area}` });
}

export default async function MapTypeAreaRoute({ params, searchParams }: Props) {
  const { type, area } = await params;
  if (!isMapTab(type)) notFound();
  const state = parseMapState({ type, area }, await searchParams);
  if (!state.area) notFound();
  return <MapPage state={state} />;
}
