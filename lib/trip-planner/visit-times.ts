import type { LocationCategory } from '@/lib/constants';

/**
 * How long a traveller usually stays at a kind of place, before they set their own time: a meal
 * is about an hour and a quarter, a museum, park or show about two hours, a shop under an hour,
 * and a hotel stop is a check-in. Unknown kinds (a town, a stop with no category) get an hour and
 * a half, the planner's old fixed figure.
 */
export const VISIT_MINUTES_BY_CATEGORY: Record<LocationCategory, number> = {
  attraction: 120,
  venue: 120,
  food: 75,
  shopping: 60,
  retail: 45,
  service: 30,
  accommodation: 30,
};
export const DEFAULT_VISIT_MINUTES = 90;

export function defaultVisitMinutes(category?: string | null): number {
  return (category && VISIT_MINUTES_BY_CATEGORY[category as LocationCategory]) || DEFAULT_VISIT_MINUTES;
}

/** The visit time the plan uses: the traveller's own, else the default for the kind of place. */
export const visitMinutesOf = (stop: { visitMinutes?: number | null; category?: string | null }) =>
  stop.visitMinutes ?? defaultVisitMinutes(stop.category);
