import { notFound } from 'next/navigation';
import { MapPage } from '@/components/map/map-page';
import { isMapTab, parseMapState } from '@/components/map/map-state';
import { mapViewDescription, mapViewTitle } from '@/components/map/map-view-title';
import { getAreas } from '@/lib/areas';
import { notFoundMetadata, pageMetadata } from '@/lib/seo';

type Props = {
  params: Promise<{ type: string; area: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { type, area } = await params;
  const areaName = (await getAreas()).find((a) => a.slug === area)?.name;
  if (!isMapTab(type) || !areaName) return notFoundMetadata;
  const view = { tab: type, experience: null };
  return pageMetadata({
    title: mapViewTitle(view, areaName),
    description: mapViewDescription(view, areaName),
    path: `/places-to-go/map/${type}/${area}`,
  });
}

export default async function MapTypeAreaRoute({ params, searchParams }: Props) {
  const { type, area } = await params;
  if (!isMapTab(type) || !(await getAreas()).some((a) => a.slug === area)) notFound();
  const state = parseMapState({ type, area }, await searchParams);
  if (!state.area) notFound();
  return <MapPage state={state} />;
}
