import { haversineKm, kmToMiles, type Point } from '@/lib/trip-planner/geo';

/** Straight-line miles between two points. */
export function milesBetween(a: Point, b: Point): number {
  return kmToMiles(haversineKm(a, b));
}

/** "0.4 miles away", "1 mile away", "12 miles away": tenths under ten miles, whole miles beyond. */
/** A distance as the site shows it: tenths under ten miles, whole miles beyond. */
export const roundMiles = (miles: number): number => (miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles));

export function milesAway(miles: number): string {
  const shown = roundMiles(miles);
  return `${shown} ${shown === 1 ? 'mile' : 'miles'} away`;
}

/** How far a record with string coordinates (the Main API's shape) lies from a point. */
/** The distance from a point to a record, in miles as the site shows them. */
export function milesFrom(origin: Point, record: { latitude: string; longitude: string }): number {
  return roundMiles(milesBetween(origin, { lat: Number(record.latitude), lng: Number(record.longitude) }));
}

export function milesAwayFrom(origin: Point, record: { latitude: string; longitude: string }): string {
  return milesAway(milesBetween(origin, { lat: Number(record.latitude), lng: Number(record.longitude) }));
}
