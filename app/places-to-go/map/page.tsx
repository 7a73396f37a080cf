import { MapPage } from '@/components/map/map-page';
import { parseMapState } from '@/components/map/map-state';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata({
  title: 'Map of Places to Go in Alabama',
  description: 'A map of places to see, eat and stay in Alabama, with natural wonders and ways to travel responsibly.',
  path: '/places-to-go/map',
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MapRoute({ searchParams }: Props) {
  return <MapPage state={parseMapState({}, await searchParams)} />;
}
