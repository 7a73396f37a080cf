import { isStorableText } from '@/lib/validation/text';

// The public path of each kind of entity, in one place so links, canonicals and the sitemap agree.
export const placePath = (slug: string) => `/places-to-go/${slug}`;
export const cityPath = (slug: string) => `/places-to-go/cities-and-towns/${slug}`;
export const areaPath = (slug: string) => `/places-to-go/areas/${slug}`;
export const eventPath = (slug: string) => `/upcoming-events/${slug}`;
export const eventCalendarPath = (slug: string) => `/api/events/${slug}/ics`;
export const roadTripPath = (tripId: number) => `/road-trips/${tripId}`;
export const articlePath = (slug: string) => `/article/${slug}`;
export const experiencePath = (slug: string) => `/experience-alabama/${slug}`;
export const cuisinePath = (slug: string) => `/experience-alabama/food-and-drink/cuisines/${slug}`;
export const trailPath = (slug: string) => `/trail-details/${slug}`;
export const makerPath = (slug: string) => `/alabama-maker/${slug}`;
export const makerCategoryPath = (category: string) => `/alabama-makers/${category}`;
export const restaurantWeekPath = (slug: string) => `/alabama-restaurant-week/${slug}`;
export const appPath = (id: string) => `/apps/${id}`;

/**
 * A route segment as text, or null when it is not valid percent-encoding or holds what no slug can
 * (NUL, a lone surrogate): the database would refuse to compare it, and the page must answer 404.
 */
export function decodeSegment(key: string): string | null {
  try {
    const decoded = decodeURIComponent(key);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** A route key that is all digits is an id; anything else is a slug. */
export function idOrSlug(key: string): { id: number } | { slug: string } {
  const decoded = decodeSegment(key);
  // No row has id 0: a segment that cannot be a slug finds nothing, and the page is a 404.
  if (decoded === null) return { id: 0 };
  return /^\d{1,9}$/.test(decoded) ? { id: Number(decoded) } : { slug: decoded };
}
