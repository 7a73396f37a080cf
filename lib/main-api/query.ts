import type { EventSearch } from '@/lib/events/schema';
import type { LocationFilter } from '@/lib/locations/schema';
import type { RoadTripSearch } from '@/lib/road-trips/schema';

// The parsed filters back into the query strings docs/SPEC.md section 7 names.

type Query = Record<string, string | number | undefined>;
type Key = { id: number } | { slug: string };

const keyValue = (key: Key | undefined) => (key === undefined ? undefined : 'id' in key ? String(key.id) : key.slug);
const list = (values: readonly (string | number)[] | undefined) => values?.join(',');

export const keyQuery = (key: Key): Query => ({ id: keyValue(key) });
export const areaQuery = keyQuery;

export function filterQuery(filter: Partial<LocationFilter>): Query {
  return {
    location_types: list(filter.location_types),
    experience_types: list(filter.experience_types),
    type: filter.type,
    area: keyValue(filter.area),
    category: filter.category,
    badge_ids: list(filter.badge_ids),
    min_latitude: filter.min_latitude,
    max_latitude: filter.max_latitude,
    min_longitude: filter.min_longitude,
    max_longitude: filter.max_longitude,
    limit: filter.limit,
  };
}

export function eventSearchQuery(search: EventSearch): Query {
  return {
    filter: search.filter,
    areaId: keyValue(search.areaId),
    start: search.start,
    end: search.end,
    q: search.q,
    page: search.page,
  };
}

export function roadTripSearchQuery(search: RoadTripSearch): Query {
  return { experience: search.experience, region: keyValue(search.region) };
}
