import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from '@/public/geo/alabama-counties.json';

type CountyShape = { fips: string; geometry: Polygon | MultiPolygon; box: [number, number, number, number] };

let shapes: CountyShape[] | undefined;

function countyShapes(): CountyShape[] {
  if (shapes) return shapes;
  const topo = topology as unknown as Topology<{ counties: GeometryCollection }>;
  const collection = feature(topo, topo.objects.counties);
  shapes = collection.features.map((f) => {
    const geometry = f.geometry as Polygon | MultiPolygon;
    const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x = 0, y = 0] of rings.flat()) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
    return { fips: String(f.id), geometry, box };
  });
  return shapes;
}

function inRing([x, y]: [number, number], ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(point: [number, number], rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole));
}

function contains(geometry: Geometry, point: [number, number]): boolean {
  if (geometry.type === 'Polygon') return inPolygon(point, geometry.coordinates);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.some((rings) => inPolygon(point, rings));
  return false;
}

/** The FIPS code of the county holding a point, or null when it falls outside (offshore or across a line). */
export function countyAt(lat: number, lng: number): string | null {
  const inBox = ({ box }: CountyShape) => lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];
  return countyShapes().find((c) => inBox(c) && contains(c.geometry, [lng, lat]))?.fips ?? null;
}
