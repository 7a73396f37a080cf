import overlay from './county-overlay.json';
import { offsetFromCenter } from './web-mercator';

/** Alabama's counties as one picture in Leaflet's Web Mercator (scripts/generate-county-overlay.mjs). */
export const COUNTY_OVERLAY = overlay as { url: string; bounds: [[number, number], [number, number]] };

/** Where a map view centred here at this zoom draws the county picture, from the middle of its box. */
export function overlayPlacement(center: { lat: number; lng: number }, zoom: number) {
  const [[south, west], [north, east]] = COUNTY_OVERLAY.bounds;
  const topLeft = offsetFromCenter({ lat: north, lng: west }, center, zoom);
  const bottomRight = offsetFromCenter({ lat: south, lng: east }, center, zoom);
  return { left: topLeft.x, top: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
}
