import type { City, FoodEvent, Store, TouristTrip, WithContext } from 'schema-dts';
import { absoluteUrl } from './index';

// Typed schema.org JSON-LD (schema-dts) for the pages a crawl found without any: cities, makers,
// restaurant week and trails, so that search engines can show them as rich results too.

const ALABAMA = {
  '@type': 'State',
  name: 'Alabama',
  address: { '@type': 'PostalAddress', addressRegion: 'AL', addressCountry: 'US' },
} as const;

export function cityJsonLd(city: {
  name: string;
  description: string;
  latitude: string;
  longitude: string;
  path: string;
}): WithContext<City> {
  return {
    '@context': 'https://schema.org',
    '@type': 'City',
    name: city.name,
    description: city.description || undefined,
    url: absoluteUrl(city.path),
    geo: { '@type': 'GeoCoordinates', latitude: Number(city.latitude), longitude: Number(city.longitude) },
    containedInPlace: ALABAMA,
  };
}

export function makerJsonLd(maker: {
  name: string;
  summary: string;
  city: string;
  website: string | null;
  image: string | null;
  path: string;
}): WithContext<Store> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: maker.name,
    description: maker.summary || undefined,
    url: absoluteUrl(maker.path),
    image: maker.image ? absoluteUrl(maker.image) : undefined,
    sameAs: maker.website ?? undefined,
    address: { '@type': 'PostalAddress', addressLocality: maker.city, addressRegion: 'AL', addressCountry: 'US' },
  };
}

export function restaurantWeekJsonLd(entry: {
  name: string;
  city: string;
  year: number;
  startsOn: string;
  endsOn: string;
  path: string;
}): WithContext<FoodEvent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEvent',
    name: `Alabama Restaurant Week ${entry.year} at ${entry.name}`,
    startDate: entry.startsOn,
    endDate: entry.endsOn,
    url: absoluteUrl(entry.path),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Restaurant',
      name: entry.name,
      address: { '@type': 'PostalAddress', addressLocality: entry.city, addressRegion: 'AL', addressCountry: 'US' },
    },
  };
}

export function trailJsonLd(trail: {
  name: string;
  summary: string;
  path: string;
  stops: { name: string; city: string; path: string }[];
}): WithContext<TouristTrip> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trail.name,
    description: trail.summary || undefined,
    url: absoluteUrl(trail.path),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trail.stops.length,
      itemListElement: trail.stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.name,
          url: absoluteUrl(stop.path),
          address: { '@type': 'PostalAddress', addressLocality: stop.city, addressRegion: 'AL', addressCountry: 'US' },
        },
      })),
    },
  };
}
