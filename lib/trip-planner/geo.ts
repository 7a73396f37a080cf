export type Point = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
/** Roads wind: straight-line distance times this is a fair offline estimate of the drive. */
export const ROAD_FACTOR = 1.25;
export const AVERAGE_SPEED_KMH = 80;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The offline estimate of one drive: road kilometres and minutes. */
export function estimateDrive(a: Point, b: Point): { km: number; minutes: number } {
  const km = haversineKm(a, b) * ROAD_FACTOR;
  return { km, minutes: (km / AVERAGE_SPEED_KMH) * 60 };
}

/** Total length in km of visiting the points in order. */
export function routeKm(points: Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) total += haversineKm(points[i - 1]!, points[i]!);
  return total;
}

export const kmToMiles = (km: number) => km * 0.621371;
