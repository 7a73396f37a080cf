import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import L from 'leaflet';
import { StaticMap } from '@/components/map/static-map';
import type { MapPlace } from '@/components/map/types';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '@/lib/constants';
import { COUNTY_OVERLAY, overlayPlacement } from '@/lib/map/county-overlay';
import { offsetFromCenter } from '@/lib/map/web-mercator';

const place = (id: number, name: string, lat: number, lng: number): MapPlace => ({
  id,
  slug: `p-${id}`,
  name,
  city: 'Alabama',
  category: 'attraction',
  lat,
  lng,
});
// Real places: Vulcan Park (Birmingham), the Civil Rights Institute next door, the USS Alabama
// (Mobile), the Space & Rocket Center (Huntsville) and the Rosa Parks Museum (Montgomery).
const places = [
  place(1, 'Vulcan Park and Museum', 33.4917, -86.7961),
  place(2, 'Birmingham Civil Rights Institute', 33.5162, -86.8146),
  place(3, 'USS Alabama Battleship Memorial Park', 30.6818, -88.0144),
  place(4, 'U.S. Space & Rocket Center', 34.7106, -86.6542),
  place(5, 'Rosa Parks Museum', 32.3774, -86.3086),
];

/** Pixels from the view's centre to a point, as Leaflet itself projects them. */
function leafletOffset(point: { lat: number; lng: number }, center: { lat: number; lng: number }, zoom: number) {
  const a = L.CRS.EPSG3857.latLngToPoint(L.latLng(point.lat, point.lng), zoom);
  const b = L.CRS.EPSG3857.latLngToPoint(L.latLng(center.lat, center.lng), zoom);
  return { x: a.x - b.x, y: a.y - b.y };
}

describe('the map drawn on the server', () => {
  it('puts places where Leaflet draws them, at any view', () => {
    for (const zoom of [5, DEFAULT_MAP_ZOOM, 12]) {
      for (const p of places) {
        const ours = offsetFromCenter(p, DEFAULT_MAP_CENTER, zoom);
        const theirs = leafletOffset(p, DEFAULT_MAP_CENTER, zoom);
        expect(Math.abs(ours.x - theirs.x)).toBeLessThan(0.01);
        expect(Math.abs(ours.y - theirs.y)).toBeLessThan(0.01);
      }
    }
  });

  it('places the county picture where Leaflet stretches its image overlay', () => {
    const [[south, west], [north, east]] = COUNTY_OVERLAY.bounds;
    const topLeft = leafletOffset({ lat: north, lng: west }, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM);
    const bottomRight = leafletOffset({ lat: south, lng: east }, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM);
    const ours = overlayPlacement(DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM);
    expect(ours.left).toBeCloseTo(topLeft.x, 1);
    expect(ours.top).toBeCloseTo(topLeft.y, 1);
    expect(ours.width).toBeCloseTo(bottomRight.x - topLeft.x, 1);
    expect(ours.height).toBeCloseTo(bottomRight.y - topLeft.y, 1);
  });

  it('draws the picture in the projection its bounds claim, so it lines up at every zoom', () => {
    const svg = fs.readFileSync(path.join(process.cwd(), 'public', COUNTY_OVERLAY.url), 'utf8');
    const [, , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number);
    const { width: w, height: h } = overlayPlacement(DEFAULT_MAP_CENTER, 10);
    expect(width! / height!).toBeCloseTo(w / h, 3);
    expect(svg.match(/<path /g)).toHaveLength(67);
    expect(svg).toContain('preserveAspectRatio="none"');
  });

  it('shows every place once, in clusters or alone, and hides itself from assistive technology', () => {
    const { container } = render(<StaticMap places={places} atDefaultView />);
    const standIn = screen.getByTestId('static-map');
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    const counted = [...standIn.querySelectorAll('span')].reduce(
      (sum, marker) => sum + (Number(marker.textContent) || 1),
      0,
    );
    expect(counted).toBe(places.length);
    // Vulcan Park and the Civil Rights Institute are 3 km apart: one cluster of two at the state view.
    expect([...standIn.querySelectorAll('span')].map((m) => m.textContent)).toContain('2');
  });

  it('draws only the empty box when the map opens at a saved view', () => {
    render(<StaticMap places={places} atDefaultView={false} />);
    expect(screen.getByTestId('static-map').children).toHaveLength(0);
  });
});
