import { SITE_NAME } from '@/lib/constants';
import { absoluteUrl, rasterImageUrl } from './index';
import { alabamaDateTime } from './local-time';

// Builders for schema.org JSON-LD (https://schema.org). Each returns a plain object for <JsonLd>.
type Thing = Record<string, unknown>;

export type Crumb = { name: string; path: string };

export function breadcrumbList(crumbs: Crumb[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function organization(): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: SITE_NAME,
    alternateName: 'Alabama Tourism Department',
    url: absoluteUrl('/'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: '401 Adams Avenue, Suite 126',
      addressLocality: 'Montgomery',
      addressRegion: 'AL',
      postalCode: '36104',
      addressCountry: 'US',
    },
  };
}

/** The schema.org type that fits a location category: a restaurant, a lodging business or an attraction. */
export function placeType(category: string): string {
  if (category === 'food') return 'Restaurant';
  if (category === 'accommodation') return 'LodgingBusiness';
  if (category === 'retail' || category === 'shopping') return 'Store';
  return 'TouristAttraction';
}

type PlaceInput = {
  name: string;
  slug: string;
  summary: string;
  category: string;
  latitude: string;
  longitude: string;
  address1: string | null;
  city: string;
  postal: string | null;
  phone: string | null;
  website: string | null;
  image: string | null;
  path: string;
};

export function place(location: PlaceInput): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': placeType(location.category),
    name: location.name,
    description: location.summary || undefined,
    url: absoluteUrl(location.path),
    image: rasterImageUrl(location.image, { kind: 'place', key: location.slug }),
    telephone: location.phone ?? undefined,
    sameAs: location.website ?? undefined,
    geo: { '@type': 'GeoCoordinates', latitude: Number(location.latitude), longitude: Number(location.longitude) },
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address1 ?? undefined,
      addressLocality: location.city,
      postalCode: location.postal ?? undefined,
      addressRegion: 'AL',
      addressCountry: 'US',
    },
  };
}

type EventInput = {
  name: string;
  slug: string;
  summary: string;
  description?: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  venue: string;
  address1: string | null;
  city: string;
  latitude: string;
  longitude: string;
  image: string | null;
  website: string | null;
  /** True only when anyone may attend without paying; otherwise no price is claimed. */
  freeAdmission?: boolean;
  path: string;
};

/** The first paragraph of a longer text, for a description when there is no summary. */
const firstParagraph = (text: string | undefined) => text?.split(/\n\s*\n/)[0]?.trim() ?? '';

/**
 * An event as Google's event rich results read it: times with Alabama's offset, the venue's street
 * address, a raster image (the event's share card when it has no photo), the organiser and how to
 * attend (free, or where to buy).
 */
export function event(item: EventInput): Thing {
  const url = absoluteUrl(item.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.name,
    description:
      item.summary || firstParagraph(item.description) || `${item.name} at ${item.venue}, ${item.city}, Alabama.`,
    startDate: alabamaDateTime(item.startDate, item.startTime),
    endDate: alabamaDateTime(item.endDate, item.endTime ?? (item.endDate === item.startDate ? item.startTime : null)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url,
    image: [rasterImageUrl(item.image, { kind: 'event', key: item.slug })],
    location: {
      '@type': 'Place',
      name: item.venue,
      address: {
        '@type': 'PostalAddress',
        streetAddress: item.address1 ?? item.venue,
        addressLocality: item.city,
        addressRegion: 'AL',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: Number(item.latitude), longitude: Number(item.longitude) },
    },
    // The host named on the listing; its own site when the listing gives one, else this page.
    organizer: { '@type': 'Organization', name: item.venue, url: item.website ?? url },
    // A price only where the data knows it: free admission is 0 USD; a ticketed event gives the
    // page to buy from, never a guessed price.
    offers: {
      '@type': 'Offer',
      url: item.website ?? url,
      availability: 'https://schema.org/InStock',
      ...(item.freeAdmission ? { price: 0, priceCurrency: 'USD' } : {}),
    },
  };
}

export function touristTrip(trip: {
  tripId: number;
  name: string;
  summary: string;
  image: string | null;
  path: string;
  stops: { name: string; path: string }[];
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.summary || undefined,
    url: absoluteUrl(trip.path),
    image: rasterImageUrl(trip.image, { kind: 'road-trip', key: String(trip.tripId) }),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.stops.length,
      itemListElement: trip.stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristAttraction', name: stop.name, url: absoluteUrl(stop.path) },
      })),
    },
  };
}

export function article(item: {
  slug: string;
  title: string;
  summary: string;
  author: string;
  publishedAt: string;
  image: string | null;
  path: string;
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.summary || undefined,
    author: { '@type': 'Person', name: item.author },
    datePublished: item.publishedAt,
    image: rasterImageUrl(item.image, { kind: 'article', key: item.slug }),
    mainEntityOfPage: absoluteUrl(item.path),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}
