import { pointKey } from './drive-table';
import type { Point } from './geo';

/** A leg's line as Google drew it, by the points' keys (drive-table.ts); serialisable for props. */
export type KnownPath = { from: string; to: string; path: Point[] };

/**
 * Google's encoded polyline format: each coordinate is the difference from the last, times 1e5,
 * zig-zag signed and written five bits a character from '?' on. The format is the whole spec of
 * this function, so it is written here rather than pulled in as a package.
 */
export function decodePolyline(encoded: string): Point[] {
  const points: Point[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= encoded.length) return null;
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
      if (shift > 30) return null;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    const dLat = next();
    const dLng = next();
    // A broken string gives the points read so far, never a wrong one.
    if (dLat === null || dLng === null) break;
    lat += dLat;
    lng += dLng;
    points.push({ lat: lat / 1e5, lng: lng / 1e5 });
  }
  return points;
}

/** Google's line for a leg where it is known, else `fallback` (the road graph's). */
export function pathsWith(known: readonly KnownPath[], fallback: (a: Point, b: Point) => Point[]) {
  const byPair = new Map(known.map((k) => [`${k.from}>${k.to}`, k.path]));
  return (a: Point, b: Point): Point[] => byPair.get(`${pointKey(a)}>${pointKey(b)}`) ?? fallback(a, b);
}
