import type { Location } from '@/lib/locations';

/** The little the map and its list need of a place; keeps the page's payload small. */
export type MapPlace = {
  id: number;
  slug: string;
  name: string;
  city: string;
  category: string;
  lat: number;
  lng: number;
};

export function toMapPlace(
  location: Pick<Location, 'id' | 'slug' | 'name' | 'city' | 'category' | 'latitude' | 'longitude'>,
): MapPlace {
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    city: location.city,
    category: location.category,
    lat: Number(location.latitude),
    lng: Number(location.longitude),
  };
}

/** [west, south, east, north] */
export type Bbox = [number, number, number, number];

/** What a map backend reports and is told; both backends take the same props. */
export type MapBackendProps = {
  places: MapPlace[];
  selected: number | null;
  initialBbox: Bbox | null;
  initialZoom: number | null;
  onSelect: (id: number) => void;
  onMove: (view: { bbox: Bbox; zoom: number }) => void;
  label: string;
};
