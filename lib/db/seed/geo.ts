import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import topology from '@/public/geo/alabama-counties.json';

type CountyShape = { fips: string; geometry: Polygon | MultiPolygon };

let shapes: CountyShape[] | undefined;

function countyShapes(): CountyShape[] {
  if (shapes) return shapes;
  const topo = topology as unknown as Topology<{ counties: GeometryCollection }>;
  const collection = feature(topo, topo.objects.counties);
  shapes = collection.features.map((f) => ({ fips: String(f.id), geometry: f.geometry as Polygon | MultiPolygon }));
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
  return countyShapes().find((c) => contains(c.geometry, [lng, lat]))?.fips ?? null;
}
