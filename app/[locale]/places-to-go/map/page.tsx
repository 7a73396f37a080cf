import { MapPage } from '@/components/map/map-page';
import { EMPTY_MAP_STATE } from '@/components/map/map-state';
import { pageMetadata } from '@/lib/seo';

// Every visitor gets the same page from the ISR cache; a view chosen by query string is rewritten
// to a cached page of its own (lib/map/view-path.ts).
export const revalidate = 3600;

export function generateMetadata() {
  return pageMetadata({
    title: 'Map of Places to Go in Alabama',
    description:
      'A map of places to see, eat and stay in Alabama, with natural wonders and ways to travel responsibly.',
    path: '/places-to-go/map',
  });
}

export default function MapRoute() {
  return <MapPage state={EMPTY_MAP_STATE} />;
}
