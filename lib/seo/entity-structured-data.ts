import type { City, FoodEvent, Store, TouristTrip, WithContext } from 'schema-dts';
import { absoluteUrl, rasterImageUrl, shareCardUrl } from './index';

// Typed schema.org JSON-LD (schema-dts) for the pages a crawl found without any: cities, makers,
// restaurant week and trails, so that search engines can show them as rich results too.

const ALABAMA = {
  '@type': 'State',
  name: 'Alabama',
  address: { '@type': 'PostalAddress', addressRegion: 'AL', addressCountry: 'US' },
} as const;

export function cityJsonLd(city: {
  slug: string;
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
    image: shareCardUrl('city', city.slug),
    geo: { '@type': 'GeoCoordinates', latitude: Number(city.latitude), longitude: Number(city.longitude) },
    containedInPlace: ALABAMA,
  };
}

export function makerJsonLd(maker: {
  slug: string;
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
    image: rasterImageUrl(maker.image, { kind: 'maker', key: maker.slug }),
    sameAs: maker.website ?? undefined,
    address: { '@type': 'PostalAddress', addressLocality: maker.city, addressRegion: 'AL', addressCountry: 'US' },
  };
}

/**
 * A restaurant's Restaurant Week listing as an event: the week's dates, the restaurant's street
 * address, its menu as the description, its share card as the image, and the state's tourism
 * department (which runs Restaurant Week) as the organiser.
 */
export function restaurantWeekJsonLd(
  entry: {
    slug: string;
    name: string;
    city: string;
    year: number;
    startsOn: string;
    endsOn: string;
    menu: string;
    path: string;
    address: { street: string | null; postal: string | null; website: string | null } | null;
  },
  /** The event's name and description in the page's language; English when absent. */
  text?: { name: string; description: string },
): WithContext<FoodEvent> {
  const url = absoluteUrl(entry.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'FoodEvent',
    name: text?.name ?? `Alabama Restaurant Week ${entry.year} at ${entry.name}`,
    description: text?.description ?? restaurantWeekDescription(entry),
    startDate: entry.startsOn,
    endDate: entry.endsOn,
    url,
    image: shareCardUrl('restaurant-week', entry.slug),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    organizer: { '@type': 'GovernmentOrganization', name: 'Alabama Tourism Department', url: absoluteUrl('/') },
    offers: { '@type': 'Offer', url: entry.address?.website ?? url, availability: 'https://schema.org/InStock' },
    location: {
      '@type': 'Restaurant',
      name: entry.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: entry.address?.street ?? undefined,
        postalCode: entry.address?.postal ?? undefined,
        addressLocality: entry.city,
        addressRegion: 'AL',
        addressCountry: 'US',
      },
    },
  };
}

/** What a restaurant serves for Restaurant Week, said in a sentence or two. */
export function restaurantWeekDescription(entry: { name: string; city: string; year: number; menu: string }): string {
  const intro = `${entry.name} in ${entry.city} takes part in Alabama Restaurant Week ${entry.year}.`;
  return entry.menu ? `${intro} Its menu for the week: ${entry.menu}` : intro;
}

export function trailJsonLd(trail: {
  slug: string;
  image: string | null;
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
    image: rasterImageUrl(trail.image, { kind: 'trail', key: trail.slug }),
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
