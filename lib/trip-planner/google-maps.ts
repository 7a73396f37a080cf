import type { Point } from './geo';

/** Google Maps directions take an origin, a destination and up to eight waypoints: ten points a link. */
export const MAX_POINTS_PER_LINK = 10;

const at = (p: Point) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** 'Open in Google Maps' links for the whole drive, in legs of at most ten points; each leg starts where the last ended. */
export function googleMapsLinks(points: Point[]): string[] {
  if (points.length < 2) return [];
  const links: string[] = [];
  for (let start = 0; start < points.length - 1; start += MAX_POINTS_PER_LINK - 1) {
    const leg = points.slice(start, start + MAX_POINTS_PER_LINK);
    const query = new URLSearchParams({
      api: '1',
      origin: at(leg[0]!),
      destination: at(leg[leg.length - 1]!),
      travelmode: 'driving',
    });
    if (leg.length > 2) query.set('waypoints', leg.slice(1, -1).map(at).join('|'));
    links.push(`https://www.google.com/maps/dir/?${query}`);
  }
  return links;
}
