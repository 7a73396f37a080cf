// Web Mercator as Leaflet and Google draw it: 256-pixel tiles, 2^zoom of them across the world.
const TILE_SIZE = 256;
const toRad = Math.PI / 180;

/** Mercator's northing in degree units, so it scales like longitude. */
export function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (lat * toRad) / 2)) / toRad;
}

/** Pixels from the centre of a map view to a point, x to the right and y down, at a zoom. */
export function offsetFromCenter(
  point: { lat: number; lng: number },
  center: { lat: number; lng: number },
  zoom: number,
) {
  const pxPerDegree = (TILE_SIZE * 2 ** zoom) / 360;
  return { x: (point.lng - center.lng) * pxPerDegree, y: (mercatorY(center.lat) - mercatorY(point.lat)) * pxPerDegree };
}
