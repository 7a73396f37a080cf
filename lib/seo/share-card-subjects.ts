import { getArea } from '@/lib/areas';
import { getArticle } from '@/lib/articles';
import { getCityDetail } from '@/lib/cities';
import { getEvent } from '@/lib/events';
import { getLocation } from '@/lib/locations';
import { getMaker } from '@/lib/makers';
import { getCuisine } from '@/lib/pages/cuisines';
import { getExperience } from '@/lib/pages/experiences';
import { idOrSlug } from '@/lib/pages/paths';
import { getRestaurantWeekEntry } from '@/lib/restaurant-week';
import { getRoadTrip } from '@/lib/road-trips';
import { getTrail } from '@/lib/trails';
import type { ShareCardKind, ShareCardSubject } from './share-card';

const inAlabama = (town: string | null | undefined) => (town ? `${town}, Alabama` : 'Alabama');
const experienceArt = (slug: string) => `/images/experiences/${slug}.svg`;

type Loader = (key: string) => Promise<ShareCardSubject | null>;

// One loader per kind: the record the page shows, read by the same function the page uses.
const LOADERS: Record<ShareCardKind, Loader> = {
  place: async (key) => {
    const place = await getLocation(idOrSlug(key));
    return place && { kind: 'Place to Go', title: place.name, place: inAlabama(place.city), illustration: place.image };
  },
  event: async (key) => {
    const event = await getEvent(key);
    return event && { kind: 'Event', title: event.name, place: inAlabama(event.city), illustration: event.image };
  },
  'road-trip': async (key) => {
    const trip = await getRoadTrip(idOrSlug(key));
    return (
      trip && {
        kind: 'Road Trip',
        title: trip.name,
        place: `${trip.days}-day trip, ${trip.stops.length} stops`,
        illustration: trip.image,
      }
    );
  },
  article: async (key) => {
    const article = await getArticle(key);
    return article && { kind: 'Article', title: article.title, place: 'Alabama', illustration: article.image };
  },
  city: async (key) => {
    const city = await getCityDetail(idOrSlug(key));
    const county = city?.county ? `${city.county.name} County, Alabama` : 'Alabama';
    return city && { kind: 'City and Town', title: city.name, place: county, illustration: null };
  },
  experience: async (key) => {
    const experience = getExperience(key);
    return (
      experience && {
        kind: 'Experience',
        title: experience.name,
        place: 'Alabama',
        illustration: experienceArt(experience.slug),
      }
    );
  },
  region: async (key) => {
    const area = await getArea(idOrSlug(key));
    return area && { kind: 'Region', title: area.name, place: 'Alabama', illustration: area.image };
  },
  maker: async (key) => {
    const maker = await getMaker(key);
    return (
      maker && { kind: 'Alabama Maker', title: maker.name, place: inAlabama(maker.city), illustration: maker.image }
    );
  },
  trail: async (key) => {
    const trail = await getTrail(key);
    return trail && { kind: 'Trail', title: trail.name, place: 'Alabama', illustration: trail.image };
  },
  cuisine: async (key) => {
    const cuisine = await getCuisine(key);
    return (
      cuisine && {
        kind: 'Food and Drink',
        title: cuisine.name,
        place: 'Alabama',
        illustration: experienceArt('food-and-drink'),
      }
    );
  },
  'restaurant-week': async (key) => {
    const entry = await getRestaurantWeekEntry(idOrSlug(key));
    return (
      entry && {
        kind: `Restaurant Week ${entry.year}`,
        title: entry.name,
        place: inAlabama(entry.city),
        illustration: experienceArt('food-and-drink'),
      }
    );
  },
};

/** What the share card of a kind of page and its key shows; null when there is no such record. */
export async function getShareCardSubject(kind: ShareCardKind, key: string): Promise<ShareCardSubject | null> {
  return LOADERS[kind](key);
}
