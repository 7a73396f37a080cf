import overlay from './county-overlay.json';
import { mercatorY, offsetFromCenter } from './web-mercator';

/** Alabama's counties as one picture in Leaflet's Web Mercator (scripts/generate-county-overlay.mjs). */
export const COUNTY_OVERLAY = overlay as { url: string; bounds: [[number, number], [number, number]] };

/** Where a map view centred here at this zoom draws the county picture, from the middle of its box. */
export function overlayPlacement(center: { lat: number; lng: number }, zoom: number) {
  const [[south, west], [north, east]] = COUNTY_OVERLAY.bounds;
  const topLeft = offsetFromCenter({ lat: north, lng: west }, center, zoom);
  const bottomRight = offsetFromCenter({ lat: south, lng: east }, center, zoom);
  return { left: topLeft.x, top: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
}

/** The county picture's own frame (its SVG viewBox, 1000 units across) and where a point falls in it. */
export const OVERLAY_FRAME = (() => {
  const [[south, west], [north, east]] = COUNTY_OVERLAY.bounds;
  const width = 1000;
  const scale = width / (east - west);
  const top = mercatorY(north);
  return {
    width,
    height: Math.round((top - mercatorY(south)) * scale * 10) / 10,
    project: (lat: number, lng: number): [number, number] => [
      Math.round((lng - west) * scale * 10) / 10,
      Math.round((top - mercatorY(lat)) * scale * 10) / 10,
    ],
  };
})();
